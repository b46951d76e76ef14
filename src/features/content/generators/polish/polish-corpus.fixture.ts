// The polish corpus: every text tool over studio kinds crossed with places, acronyms,
// accented names, short and long fields, a profile or none, two contrasting tone
// templates and two variants. Each input is written three times: its own take (one
// template, one variant), the same take under the other template, and the next or
// previous variant under the same template.

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
import { generate, type TextTool, type TextTools } from '../all-tools.fixture.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { hashtagsIn } from './measures.ts';
import { ACRONYMS, PLACES, STUDIO_KINDS, type StudioKind, TEACHERS, TEMPLATES } from './polish-studios.fixture.ts';

/** The tools that write prose; the SEO analysis reports on the user's text and writes none. */
export type PolishTool = Exclude<TextTool, 'seo'>;

/** One output as the measures read it. */
/** `parts`: texts published apart (one post per platform), each read on its own for density and hashtags. */
export type Take = { headlines: string[]; prose: string; hashtags: string[]; parts?: { prose: string; hashtags: string[] }[] };

export type PolishInput = {
  tool: PolishTool;
  label: string;
  /** Everything the user typed: sentences copied from it are not the writer's. */
  inputs: string[];
  /** Keyword and topic phrases the density rule reads. */
  phrases: string[];
  /** Fields a headline must never carry whole. */
  fields: string[];
  /** Names, places and acronyms as they must be written. */
  cased: string[];
  take: Take;
  otherTemplate: Take;
  otherVariant: Take;
  /** The variant `take` was written as (0 or 1); `otherVariant` is the other one. */
  variant: number;
};

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Studio = { kind: StudioKind; i: number; long: boolean; profile: boolean; place: string; placeCased: string; placeChecked: string[]; acronym: string; teacher: string; client: string; keywords: string[]; topic: string; audience: string };

function studioOf(kind: StudioKind, k: number, round: number): Studio {
  const i = k * 3 + round;
  const place = at(PLACES, i);
  const acronym = at(ACRONYMS, k + round);
  const long = (k + round) % 2 === 1;
  return {
    kind,
    i,
    long,
    profile: i % 3 !== 2,
    place: place.typed,
    placeCased: place.cased,
    placeChecked: place.checked ?? [place.cased],
    acronym: acronym.cased,
    teacher: at(TEACHERS, k + 2 * round),
    client: at(['Anaïs', 'Mr Okafor', '', 'José'], i),
    keywords: [`${kind.practice} ${place.typed}`, acronym.keyword],
    topic: kind.topics[long ? 1 : 0],
    audience: kind.audiences[long ? 1 : 0],
  };
}

function contextOf(s: Studio, template: keyof typeof TEMPLATES): GeneratorContext {
  const toneTemplate = TEMPLATES[template];
  if (!s.profile) return { toneTemplate };
  const { name, type, services, specialties } = s.kind;
  const personality = { spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 };
  return {
    toneTemplate,
    profile: { business_name: name, business_type: type, primary_services: services, wellness_specialties: specialties, target_audience: at(s.kind.audiences, 0), brand_personality: personality, seo_keywords: s.keywords.slice(0, 1) },
  };
}

function inputsFor(s: Studio): { [T in PolishTool]: TextTools[T]['input'] } {
  const { i, keywords, topic, audience, teacher } = s;
  const site = { businessName: s.kind.name, keywords, targetAudience: audience, tone: at(WEBSITE_TONES, i) };
  const h1 = `${upperFirst(s.kind.practice)} in ${s.placeCased}`;
  const client = s.client;
  const points = s.long ? ['a slow warm-up for the hips and the lower back', 'three rounds of steady breathing', 'a short rest lying down'] : ['slow breathing', 'a short body scan'];
  return {
    'blog-titles': { keywords, targetAudience: audience },
    'blog-article': { title: topic, keywords, wordCount: at([400, 600, 800], i), tone: at(BLOG_TONES, i), targetAudience: audience },
    social: { platforms: ['instagram', 'facebook', 'linkedin'], topic, targetAudience: audience, keywords, wordCount: at([50, 100, 150], i), tone: at(SOCIAL_TONES, i) },
    newsletter: { topic, template: at(NEWSLETTER_TEMPLATES, i), tone: at(NEWSLETTER_TONES, i), audience },
    'website-h1': site,
    'website-h2': { ...site, h1 },
    'website-cta': { ...site, h1, placement: at(['single', 'multiple', 'bottom'] as const, i) },
    'website-hero': { ...site, h1, wordCount: at([50, 80, 120], i) },
    'website-section': { ...site, h2: at(['Why Choose Us', 'What to Expect in Your First Class', 'Our Approach'], i), wordCount: at([100, 150, 200], i) },
    email: {
      campaignType: at(CAMPAIGN_TYPES, i).value,
      subject: `${upperFirst(s.kind.practice)} with ${teacher}`,
      audience,
      tone: at(EMAIL_TONES, i),
      keyMessage: s.long ? `${teacher} leads a ${s.kind.practice} session on Saturday 12 April at 10am in ${s.placeCased}. Bring a water bottle. Places are €25.` : '',
    },
    'client-reply': {
      communicationType: at(COMMUNICATION_TYPES, i).value,
      inquiryType: at(INQUIRY_TYPES, i + 3).value,
      clientName: client,
      tone: at(COMMUNICATION_TONES, i),
      context: s.long ? `${client || 'The client'} is recovering from a shoulder injury, works shifts and asks whether the ${s.acronym} classes are suitable for her.` : 'Asks about prices.',
      services: s.long ? `${s.kind.practice} on Thursdays, ${s.acronym} classes` : '',
      nextSteps: s.long ? 'Send her the timetable' : '',
      additionalInfo: s.long ? 'Parking is free after 6 pm.' : '',
    },
    video: { topic, videoType: at(VIDEO_TYPES, i).value, duration: at(VIDEO_DURATIONS.slice(0, 3), i).value, audience, tone: at(['Calm', 'Energetic', 'Educational', 'Warm'], i), keyPoints: points },
  };
}

const strip = (text: string) => text.replace(/#[\p{L}\d_]+/gu, '').replace(/\{\{\w+\}\}/g, 'friend').replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');

/** An output's headlines, prose and hashtags. */
export function takeOf(tool: PolishTool, out: unknown): Take {
  const o = out as Record<string, unknown>;
  if (Array.isArray(out)) return { headlines: out as string[], prose: '', hashtags: [] };
  if (tool === 'blog-article') {
    const text = out as string;
    const headlines = text.split('\n').filter((line) => line.startsWith('#')).map((line) => line.replace(/^#+\s*/, ''));
    return { headlines, prose: strip(text.split('\n').filter((line) => !line.startsWith('#')).join('\n')), hashtags: [] };
  }
  if (typeof out === 'string') return { headlines: [], prose: strip(out), hashtags: [] };
  if (tool === 'social') {
    const posts = (o.posts as { text: string }[]).map((p) => p.text);
    return { headlines: [], prose: posts.map(strip).join('\n\n'), hashtags: posts.flatMap(hashtagsIn), parts: posts.map((post) => ({ prose: strip(post), hashtags: hashtagsIn(post) })) };
  }
  if (tool === 'newsletter') return { headlines: [o.subject as string], prose: strip(`${o.preview}\n\n${o.content}`), hashtags: [] };
  if (tool === 'email') return { headlines: [o.subject as string], prose: strip(`${o.preheader}\n\n${o.body}`), hashtags: [] };
  if (tool === 'client-reply') return { headlines: [o.subject as string], prose: strip(o.body as string), hashtags: [] };
  const v = o as { title: string; hook: string; intro: string; main_content: string[]; call_to_action: string; description: string; hashtags: string[] };
  return { headlines: [v.title], prose: strip([v.hook, v.intro, ...v.main_content, v.call_to_action, v.description].join('\n\n')), hashtags: v.hashtags ?? [] };
}

/** Every string of an input, for telling the writer's sentences from the user's. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

export function buildPolishCorpus(): PolishInput[] {
  const corpus: PolishInput[] = [];
  STUDIO_KINDS.forEach((kind, k) => {
    for (const round of [0, 1, 2]) {
      const s = studioOf(kind, k, round);
      const template = Math.floor(s.i / 2) % 2 === 0 ? 'serene' : 'bold';
      const other = template === 'serene' ? 'bold' : 'serene';
      const variant = round % 2;
      const all = inputsFor(s);
      for (const tool of Object.keys(all) as PolishTool[]) {
        const input = all[tool] as never;
        const run = (t: keyof typeof TEMPLATES, v: number) => takeOf(tool, generate(tool, input, contextOf(s, t), { variant: v }));
        const inputs = stringsOf(input);
        corpus.push({
          tool,
          label: `${tool} #${corpus.length + 1} (${kind.kind}, ${s.place}, ${template}, take ${variant + 1}${s.profile ? '' : ', no profile'})`,
          inputs,
          phrases: [...s.keywords, s.topic],
          // A keyword belongs in a headline whole, and the page's H1 is its keyword in its place: only the other long fields count.
          fields: [s.topic, s.audience, ...inputs.filter((text) => text.split(' ').length >= 6 && text !== (input as { h1?: string }).h1 && !s.keywords.includes(text))],
          cased: [...s.placeChecked, s.acronym, s.teacher, ...(s.client ? [s.client] : [])],
          take: run(template, variant),
          otherTemplate: run(other, variant),
          otherVariant: run(template, 1 - variant),
          variant,
        });
      }
    }
  });
  return corpus;
}
