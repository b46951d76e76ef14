// The English grammar corpus: every text tool run over every corpus studio, with the
// tones, lengths, campaign and reply types rotated, so each run of the suite
// reads a few hundred different texts the way a studio would write them.

import {
  BLOG_TONES,
  CAMPAIGN_TYPES,
  COMMUNICATION_TONES,
  COMMUNICATION_TYPES,
  EMAIL_TONES,
  INQUIRY_TYPES,
  NEWSLETTER_TEMPLATES,
  NEWSLETTER_TONES,
  SOCIAL_TONES,
  WEBSITE_TONES,
} from '#domain/studio-options.ts';
import { VIDEO_DURATIONS, VIDEO_TYPES } from '#domain/media-options.ts';
import nlp from 'compromise';
import { generate, type TextTool, type TextTools } from '../../../all-tools.fixture.ts';
import { CORPUS_STUDIOS, type CorpusStudio } from './corpus-studios.fixture.ts';

export type CorpusText = { tool: TextTool; label: string; prose: string[]; lines: string[] };

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function inputsFor(s: CorpusStudio, i: number): { [T in Exclude<TextTool, 'seo'>]: TextTools[T]['input'] } {
  const name = s.ctx.profile?.business_name || 'Open Door Yoga';
  const site = { businessName: name, keywords: s.keywords, targetAudience: s.audience, tone: at(WEBSITE_TONES, i) };
  const h1 = generate('website-h1', site, s.ctx)[0] ?? name;
  const client = at(['Sarah', 'Mr Patel', 'Jo', ''], i);
  return {
    'blog-titles': { keywords: s.keywords, targetAudience: s.audience },
    'blog-article': { title: s.topic, keywords: s.keywords, wordCount: at([400, 600, 800], i), tone: at(BLOG_TONES, i), targetAudience: s.audience },
    social: { platforms: ['instagram', 'facebook', 'linkedin'], topic: s.topic, targetAudience: s.audience || 'people new to yoga', keywords: s.keywords, wordCount: at([50, 100, 150], i), tone: at(SOCIAL_TONES, i) },
    newsletter: { topic: s.topic, template: at(NEWSLETTER_TEMPLATES, i), tone: at(NEWSLETTER_TONES, i), audience: s.audience },
    'website-h1': site,
    'website-h2': { ...site, h1 },
    'website-cta': { ...site, h1, placement: at(['single', 'multiple', 'bottom'] as const, i) },
    'website-hero': { ...site, h1, wordCount: at([50, 80, 120], i) },
    'website-section': { ...site, h2: at(['Why Choose Us', 'What to Expect in Your First Class', 'Our Approach'], i), wordCount: at([100, 150, 200], i) },
    email: {
      campaignType: at(CAMPAIGN_TYPES, i).value,
      subject: `${s.topic} with ${s.teacher}`,
      audience: s.audience || 'our members',
      tone: at(EMAIL_TONES, i),
      keyMessage: at([`${s.teacher} leads a special session on Saturday 12 April at 10am. Bring a water bottle. Places are Rs 900.`, '', `Our new timetable starts on 1 May with three extra evening classes.`], i),
    },
    'client-reply': {
      communicationType: at(COMMUNICATION_TYPES, i).value,
      inquiryType: at(INQUIRY_TYPES, i + 3).value,
      clientName: client,
      tone: at(COMMUNICATION_TONES, i),
      context: at([`${client || 'The client'} is recovering from a knee injury and asks whether the classes are suitable.`, 'Wants to book three private sessions before her wedding.', ''], i),
      services: at(['restorative yoga on Thursdays', '', 'private sessions, online classes'], i),
      nextSteps: at(['Send her the timetable', 'Check with her physiotherapist before booking', ''], i),
      additionalInfo: at(['Parking is free after 6 pm.', '', 'Bring a towel and arrive ten minutes early.'], i),
    },
    video: {
      topic: s.topic,
      videoType: at(VIDEO_TYPES, i).value,
      duration: at(VIDEO_DURATIONS.slice(0, 3), i).value,
      audience: s.audience,
      tone: at(['Calm', 'Energetic', 'Educational', 'Warm'], i),
      keyPoints: at([[], ['supported child pose', 'legs up the wall'], ['slow breathing', 'a short body scan', 'a cup of herbal tea']], i),
    },
  };
}

/** Prose (sentences to read) and lines (titles, headings, bullets) of one tool's result. */
function textsOf(tool: TextTool, out: unknown): { prose: string[]; lines: string[] } {
  const o = out as Record<string, unknown>;
  const strip = (t: string) => t.replace(/#[\p{L}\d]+/gu, '').replace(/\{\{\w+\}\}/g, 'friend').replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');
  if (Array.isArray(out)) return { prose: [], lines: out as string[] };
  if (typeof out === 'string') return { prose: [out], lines: [] };
  if (tool === 'social') return { prose: (o.posts as { text: string }[]).map((p) => strip(p.text)), lines: [] };
  if (tool === 'newsletter') return { prose: [strip(o.content as string)], lines: [o.subject as string, o.preview as string] };
  if (tool === 'email') return { prose: [strip(o.body as string)], lines: [o.subject as string, o.preheader as string] };
  if (tool === 'client-reply') return { prose: [o.body as string], lines: [o.subject as string] };
  const v = o as { hook: string; intro: string; main_content: string[]; call_to_action: string; description: string; title: string };
  return { prose: [v.hook, v.intro, ...v.main_content, v.call_to_action, strip(v.description)], lines: [v.title] };
}

export function buildCorpus(): { inputs: number; texts: CorpusText[] } {
  const texts: CorpusText[] = [];
  let inputs = 0;
  CORPUS_STUDIOS.forEach((s, index) => {
    for (const round of [0, 1]) {
      const i = index + round * 5;
      const all = inputsFor(s, i);
      for (const tool of Object.keys(all) as (keyof typeof all)[]) {
        const out = generate(tool, all[tool] as never, s.ctx, { variant: round });
        inputs += 1;
        texts.push({ tool, label: `${tool} #${inputs} (${s.ctx.profile?.business_name || 'no name'})`, ...textsOf(tool, out) });
      }
    }
  });
  return { inputs, texts };
}

/** Whether an English sentence has a verb (the corpus test holds every sentence to one). */
export function hasVerb(sentence: string): boolean {
  return nlp(sentence).has('#Verb');
}
