// One platform's post: hook, body near the word count, optional source excerpt,
// call to action, hashtags; always inside the platform's character limit.

import { CHARACTER_LIMITS, type Platform, SOURCE_EXCERPT_CHARACTERS } from '#domain/studio-options.ts';
import { echoes } from '../shared/compose.ts';
import { announces } from '../shared/news.ts';
import { countWords } from '../shared/count-words.ts';
import { truncateAtWord } from '../shared/text.ts';
import { HASHTAGS_IN_POST } from './post-marks.ts';

export type PostParts = {
  hook: string;
  body: readonly string[];
  sourceText?: string;
  callToAction: string;
  question?: string;
  hashtags: readonly string[];
  wordCount: number;
};

export function sourceExcerpt(sourceText: string | undefined): string | undefined {
  const text = (sourceText ?? '').trim();
  return text ? truncateAtWord(text, SOURCE_EXCERPT_CHARACTERS) : undefined;
}

function assemble(platform: Platform, parts: PostParts, body: readonly string[], excerpt: string | undefined, tags: readonly string[]): string {
  const bodyText = platform === 'linkedin' ? body.join('\n\n') : body.join(' ');
  const news = announces(excerpt);
  return [parts.hook, news ? (excerpt ?? '') : '', bodyText, !news && excerpt ? `“${excerpt}”` : '', parts.callToAction, parts.question ?? '', tags.join(' ')]
    .filter((block) => block.trim() !== '')
    .join('\n\n');
}

export function composePost(platform: Platform, parts: PostParts): string {
  const limit = CHARACTER_LIMITS[platform];
  const excerpt = sourceExcerpt(parts.sourceText);
  let tags = parts.hashtags.slice(0, HASHTAGS_IN_POST[platform]);
  const fixedWords = countWords([parts.hook, excerpt ?? '', parts.callToAction, parts.question ?? ''].join(' '));
  const body: string[] = [];
  let words = fixedWords;
  for (const sentence of parts.body) {
    const n = countWords(sentence);
    if (words + n > parts.wordCount) continue;
    // A short line that repeats a chosen one's main word says it twice.
    if (n <= 5 && echoes(sentence, body)) continue;
    if (assemble(platform, parts, [...body, sentence], excerpt, tags).length > limit) continue;
    body.push(sentence);
    words += n;
  }
  let text = assemble(platform, parts, body, excerpt, tags);
  // Long excerpts and many hashtags on Facebook: drop hashtags before the message.
  while (text.length > limit && tags.length > 0) {
    tags = tags.slice(0, -1);
    text = assemble(platform, parts, body, excerpt, tags);
  }
  return text.length > limit ? truncateAtWord(text, limit) : text;
}
