// Concrete English tips derived from what the analysis measured: each one quotes the
// number it reacts to, so a user sees why it is there.

import { plural } from '../grammar/numbers.ts';
import type { OptimizationTip, TipPriority } from '../../../seo/seo-types.ts';
import {
  IN_DEPTH_FROM_WORDS,
  KEYWORD_EARLY_WITHIN_WORDS,
  LONG_PARAGRAPH_ABOVE_WORDS,
  type Measurements,
  THIN_CONTENT_BELOW_WORDS,
} from '../../../seo/seo-measurements.ts';

const RANK: Record<TipPriority, number> = { high: 0, medium: 1, low: 2 };

function contentTips(m: Measurements): OptimizationTip[] {
  const wc = m.wordCount;
  const kw = m.primaryKeyword;
  if (wc === 0) {
    const topics = m.gaps.slice(0, 3).map((gap) => gap.topic.charAt(0).toLowerCase() + gap.topic.slice(1));
    return [
      {
        priority: 'high',
        category: 'content',
        tip: `Write at least ${IN_DEPTH_FROM_WORDS.toLocaleString('en')} words around "${kw}"${topics.length ? `, covering ${topics.join(', ')}` : ''}.`,
      },
      {
        priority: 'high',
        category: 'keywords',
        tip: `Open with an H1 containing "${kw}" and use it again within the first ${KEYWORD_EARLY_WITHIN_WORDS} words.`,
      },
    ];
  }
  const tips: OptimizationTip[] = [];
  if (wc < THIN_CONTENT_BELOW_WORDS) {
    tips.push({ priority: 'high', category: 'content', tip: `Only ${plural(wc, 'word')}: pages under ${THIN_CONTENT_BELOW_WORDS} words rarely rank. Expand to at least ${THIN_CONTENT_BELOW_WORDS}, and to ${IN_DEPTH_FROM_WORDS.toLocaleString('en')}+ for a guide.` });
  } else if (wc < IN_DEPTH_FROM_WORDS) {
    tips.push({ priority: 'medium', category: 'content', tip: `${plural(wc, 'word')} suits a short post; in-depth guides of ${IN_DEPTH_FROM_WORDS.toLocaleString('en')}+ words rank better for competitive wellness searches (about ${IN_DEPTH_FROM_WORDS - wc} more).` });
  } else {
    tips.push({ priority: 'low', category: 'content', tip: `${wc.toLocaleString('en')} words is a solid length: keep it scannable with a subheading every 200-300 words.` });
  }
  const long = m.paragraphWordCounts.filter((count) => count > LONG_PARAGRAPH_ABOVE_WORDS);
  if (long.length > 0) {
    tips.push({ priority: 'medium', category: 'structure', tip: `${long.length} of ${plural(m.paragraphWordCounts.length, 'paragraph')} ${long.length === 1 ? 'runs' : 'run'} over ${LONG_PARAGRAPH_ABOVE_WORDS} words (longest: ${Math.max(...long)}): split them into 2-4 sentences, most readers are on phones.` });
  } else if (m.paragraphWordCounts.length > 0) {
    const average = Math.round(m.paragraphWordCounts.reduce((sum, count) => sum + count, 0) / m.paragraphWordCounts.length);
    tips.push({ priority: 'low', category: 'structure', tip: `Paragraphs average ${average} words, none over ${LONG_PARAGRAPH_ABOVE_WORDS}: easy to read on a phone.` });
  }
  if (m.primaryFirstAt >= KEYWORD_EARLY_WITHIN_WORDS) {
    tips.push({ priority: 'high', category: 'keywords', tip: `Use "${kw}" within the first ${KEYWORD_EARLY_WITHIN_WORDS} words: it first appears at word ${m.primaryFirstAt + 1}.` });
  }
  return tips;
}

function keywordTips(m: Measurements): OptimizationTip[] {
  if (m.wordCount === 0) return [];
  const min = Math.max(1, Math.ceil(m.wordCount * 0.005));
  const max = Math.max(min, Math.floor(m.wordCount * 0.025));
  return m.keywords.flatMap((k): OptimizationTip[] => {
    const tips: OptimizationTip[] = [];
    if (k.count === 0) {
      tips.push({ priority: 'high', category: 'keywords', tip: `"${k.keyword}" does not appear in the text: use it in the H1, the first paragraph and one H2.` });
    } else if (k.status === 'low') {
      tips.push({ priority: 'medium', category: 'keywords', tip: `"${k.keyword}" density is ${k.density}% (${k.count} in ${plural(m.wordCount, 'word')}): aim for 0.5-2.5%, about ${min}-${max} uses.` });
    } else if (k.status === 'high') {
      tips.push({ priority: 'high', category: 'keywords', tip: `"${k.keyword}" density is ${k.density}% (${k.count} in ${m.wordCount} words): above 2.5% reads as stuffing; cut to ${max} or fewer and use synonyms.` });
    }
    if (k.keyword === m.primaryKeyword && k.count > 0 && m.hasHeadings && !k.placement.in_title) {
      tips.push({ priority: 'high', category: 'keywords', tip: `Put "${k.keyword}" in the H1 title.` });
    }
    return tips;
  });
}

function metaTips(m: Measurements): OptimizationTip[] {
  const tips: OptimizationTip[] = [];
  if (m.meta.status === 'too_short') {
    tips.push({ priority: 'medium', category: 'meta', tip: `The meta description drawn from your content has ${m.meta.length} characters: write 120-160 with "${m.primaryKeyword}" and a reason to click.` });
  } else if (m.meta.status === 'too_long') {
    tips.push({ priority: 'medium', category: 'meta', tip: `The meta description has ${m.meta.length} characters: Google cuts it after about 160.` });
  }
  if (!m.metaHasKeyword) {
    tips.push({ priority: 'medium', category: 'meta', tip: `Add "${m.primaryKeyword}" to the meta description: search results bold the words people searched for.` });
  }
  return tips;
}

function structureTips(m: Measurements): OptimizationTip[] {
  return m.headerIssues.map((issue) => ({
    priority: issue.code === 'no_h1' || issue.code === 'multiple_h1' ? 'high' : 'medium',
    category: 'structure',
    tip: issue.message,
  }));
}

function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return url;
  }
}

function typeTips(m: Measurements): OptimizationTip[] {
  const kw = m.primaryKeyword;
  const location = m.input.location?.trim() ?? '';
  const url = m.input.competitorUrl?.trim() ?? '';
  switch (m.input.analysisType) {
    case 'local':
      if (!location) return [{ priority: 'high', category: 'local', tip: 'Enter your city or neighbourhood to get location-specific tips.' }];
      return [
        m.locationMentions === 0
          ? { priority: 'high', category: 'local', tip: `Mention ${location} in the H1, the first paragraph and the meta description: it appears 0 times now.` }
          : { priority: 'low', category: 'local', tip: `${location} appears ${plural(m.locationMentions, 'time')}: also put it in the title tag and meta description.` },
        { priority: 'medium', category: 'local', tip: `Show your name, address and phone${m.businessName ? ` for ${m.businessName}` : ''} exactly as on your Google Business Profile, and embed a map.` },
        { priority: 'medium', category: 'local', tip: `Target "${kw} ${location}" and "${kw} near me"; ask clients to mention both in their Google reviews.` },
      ];
    case 'competitor':
      if (!url) return [{ priority: 'medium', category: 'competitor', tip: 'Add the URL of a page that outranks you to get a comparison plan.' }];
      return [
        { priority: 'medium', category: 'competitor', tip: `Open ${url}, list its H2s and cover every subtopic it answers that you do not${m.wordCount ? `; match or beat its length (you have ${plural(m.wordCount, 'word')})` : ''}.` },
        { priority: 'medium', category: 'competitor', tip: `Win on experience: add what ${hostOf(url)} cannot copy, your teachers, class photos and client results.` },
      ];
    case 'keyword':
      return [{ priority: 'low', category: 'keywords', tip: `Give "${kw}" one main page, and link posts on "${kw} for beginners" and "benefits of ${kw}" to it.` }];
    default:
      return [];
  }
}

/** All tips, most important first (stable within a priority). */
export function optimizationTips(m: Measurements): OptimizationTip[] {
  const tips = [...contentTips(m), ...keywordTips(m), ...structureTips(m), ...metaTips(m), ...typeTips(m)];
  if (m.input.tone.trim()) {
    tips.push({ priority: 'low', category: 'tone', tip: `Keep the ${m.input.tone.trim()} voice in headings and the meta description too, so search snippets sound like you.` });
  }
  return tips.map((tip, index) => ({ tip, index })).sort((a, b) => RANK[a.tip.priority] - RANK[b.tip.priority] || a.index - b.index).map(({ tip }) => tip);
}
