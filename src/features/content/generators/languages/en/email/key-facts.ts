// What a key message says for certain (who leads, what to bring) wins over the
// campaign's stock bullets: "Led by our team" gives way to the named teacher and
// "everything else is provided" never follows "Bring a blanket".

import nlp from 'compromise';
import type { KeyFacts } from '../../language-pack.ts';

export function keyFacts(...texts: readonly string[]): KeyFacts {
  const text = texts.join('. ');
  const led = /\b(?:led|guided|taught|hosted|run) by ([\p{Lu}][\p{L}'-]+(?: [\p{Lu}][\p{L}'-]+)?)/u.exec(text)?.[1];
  // A name ends where its letters do: "\b" would cut "Zoë" to "Zo" and miss "Émilie".
  const leads = /(?<![\p{L}'-])([\p{Lu}][\p{L}'-]+) (?:leads|guides|teaches|hosts|runs)\b/u.exec(text)?.[1];
  const withName = /\bwith ([\p{Lu}][\p{L}'-]+)(?![\p{L}'-])/u.exec(text)?.[1];
  const person = nlp(text).people().first().text().replace(/[.,;:!?]+$/, '');
  const bring = /\b((?:please )?bring [^.!?\n]+)/i.exec(text)?.[1];
  return { leader: led ?? leads ?? withName ?? (person || undefined), bring: bring?.replace(/^please /i, '') };
}

/** The stock bullets with the key message's facts put first: named leader, what to bring. */
export function respectFacts(bullets: readonly string[], facts: KeyFacts): string[] {
  return bullets.flatMap((bullet) => {
    if (facts.leader && /\bour team\b|\bled by\b/i.test(bullet)) return [`Led by ${facts.leader}`];
    if (facts.bring && /\bprovided\b|\bprovide\b|\bclothing\b/i.test(bullet)) {
      return [`${facts.bring.charAt(0).toUpperCase()}${facts.bring.slice(1)}; wear something comfortable`];
    }
    return [bullet];
  });
}
