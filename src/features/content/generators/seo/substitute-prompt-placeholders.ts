export type SeoPromptValues = {
  content: string;
  keywords: string | readonly string[];
  tone: string;
  location?: string;
  competitorUrl?: string;
};

const PLACEHOLDER = /\{(content|keywords|tone|location|competitor_url|competitorUrl)\}/g;

/**
 * Fills a master prompt's {content}, {keywords}, {tone}, {location} and
 * {competitor_url} (also spelled {competitorUrl}). One pass: text that a value
 * brings in is never substituted again, and `$` in values stays literal. Keywords
 * join with ", "; a missing location or URL becomes empty. Unknown placeholders
 * stay as they are.
 */
export function substitutePromptPlaceholders(promptText: string, values: SeoPromptValues): string {
  const keywords = typeof values.keywords === 'string' ? values.keywords : values.keywords.join(', ');
  const byName: Record<string, string> = {
    content: values.content,
    keywords,
    tone: values.tone,
    location: values.location ?? '',
    competitor_url: values.competitorUrl ?? '',
    competitorUrl: values.competitorUrl ?? '',
  };
  return promptText.replace(PLACEHOLDER, (_match, name: string) => byName[name] ?? '');
}
