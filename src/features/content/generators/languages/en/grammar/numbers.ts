// Numbers that agree with their noun: "1 minute", "2 minutes", "1 place left", "1 class",
// "3 key ideas". Every count the English pack writes beside a noun goes through here.

import nlp from 'compromise';

const IRREGULAR: Record<string, string> = { person: 'people', child: 'children', woman: 'women', man: 'men', foot: 'feet', series: 'series', species: 'species' };

/** The plural of a noun or of a noun phrase's last word: "minute" -> "minutes", "key idea" -> "key ideas", "class" -> "classes". */
export function pluralOf(noun: string): string {
  const words = noun.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  const irregular = IRREGULAR[lower];
  const made = irregular ?? (/(s|x|z|ch|sh)$/i.test(last) ? `${last}es` : /[^aeiou]y$/i.test(last) ? `${last.slice(0, -1)}ies` : nlp(last).nouns().toPlural().text() || `${last}s`);
  return [...words, made].join(' ');
}

/** A count and its noun in agreement: `plural(1, 'minute')` -> "1 minute", `plural(5, 'minute')` -> "5 minutes". */
export function plural(count: number, noun: string, pluralForm?: string): string {
  return `${count} ${count === 1 ? noun : (pluralForm ?? pluralOf(noun))}`;
}
