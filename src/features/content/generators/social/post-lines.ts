// The words of each platform's post around its facts: the hook (about the topic, a
// keyword, or the news), the body bank, the call to action and LinkedIn's question.
// A bank line is used only when its slots are the studio's own (a keyword typed, a
// service or specialty in the profile, an audience short enough to name), and never
// when it makes a claim the inputs do not, holds a word the notes forbid, or copies
// a field that only steers.

import type { Platform } from '#domain/studio-options.ts';
import type { BrandVoice } from '../shared/brand-voice.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { preferLength } from '../shared/compose.ts';
import { claimsUnfounded, holdsAvoided, quotes } from '../shared/facts/truth.ts';
import { type Rng, shuffle } from '../shared/seed.ts';
import { keywordSlots, render, renderAll, type Slots } from '../shared/slots.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { capitalizeFirst, cleanList } from '../shared/text.ts';
import type { Voice } from '../shared/voice.ts';
import type { SocialInput } from './social-input.ts';

export type LineInputs = {
  input: SocialInput;
  ctx: GeneratorContext;
  voice: BrandVoice;
  tone: Voice;
  topic: string;
  keywords: readonly string[];
  audience: string;
  slots: Slots;
  avoid: readonly string[];
  rng: Rng;
};

export type PostLines = { hook: string; body: string[]; callToAction: string; question?: string };

const TOPIC = '\u0001';

export function postLines({ input, ctx, voice, tone, topic, keywords, audience, slots, avoid, rng }: LineInputs): (platform: Platform, index: number) => PostLines {
  const words = voice.words.social;
  const profile = ctx.profile ?? {};
  const grounds = [topic, input.sourceText, keywords.join('\n'), input.callToAction, JSON.stringify(ctx.brief ?? {}), profile.business_description, profile.target_audience, ...(profile.primary_services ?? [])]
    .filter(Boolean)
    .join('\n');
  const steering = [audience, profile.target_audience, profile.business_description, ctx.brief?.audience];
  const ok = (sentence: string) => !claimsUnfounded(ctx, sentence, grounds) && !holdsAvoided(sentence, avoid) && !steering.some((field) => quotes(sentence, field));
  const own = {
    audience: slots.audience !== '',
    kw: keywords.length > 0,
    service: cleanList(profile.primary_services).length > 0,
    specialty: cleanList(profile.wellness_specialties).length > 0,
  };
  const usable = (template: string) =>
    (own.audience || !template.includes('{audience}')) &&
    (own.kw || !/\{kw2?\}/.test(template)) &&
    (own.service || !/\{service2?\}/.test(template)) &&
    (own.specialty || !/\{specialty2?\}/.test(template));
  const variant = ctx.variant ?? 0;
  const pickFrom = (lines: readonly string[], at: number) => lines[at % lines.length] as string;
  // A few lines of a bank, starting elsewhere for each post and take.
  const windowOf = <T>(lines: readonly T[], at: number, count: number): T[] => (lines.length === 0 ? [] : Array.from({ length: Math.min(count, lines.length) }, (_, k) => lines[(at + k) % lines.length] as T));
  const asked = words.callsToAction.filter(ok);
  const callsToAction = asked.length > 0 ? asked : words.callsToAction.slice(0, 1);
  const ctaAt = Math.floor(rng() * callsToAction.length);
  // The form's call to action is said as written; without one, each post and take asks in other words.
  const ending = (index: number) => {
    const cta = (input.callToAction ?? '').trim() || pickFrom(callsToAction, ctaAt + index + variant * 3);
    return /[.!?]$/.test(cta) ? cta : `${cta}${tone === 'energetic' || voice.energetic ? '!' : '.'}`;
  };
  return (platform, index) => {
    const lineSlots = own.kw ? { ...slots, ...keywordSlots(keywords, index, slots.specialty ?? '', voice) } : slots;
    const mood = platform === 'linkedin' && tone !== 'expert' ? 'professional' : tone;
    const bank = topic ? words.topicHooks[mood] : own.kw ? words.hooks[mood] : words.newsHooks[mood];
    const hooks = bank.filter(usable);
    const template = hooks[(index + Math.floor(rng() * hooks.length)) % hooks.length] ?? (bank[0] as string);
    const rendered = render(template.replace('{topic}', TOPIC), lineSlots, voice);
    const hook = rendered.startsWith(TOPIC) ? rendered.replace(TOPIC, capitalizeFirst(topic)) : rendered.replace(TOPIC, topic);
    const touch = templateTouch(ctx, rng, own.kw ? lineSlots.kw : undefined);
    // Who it is for, said differently from post to post and take to take.
    const forWhom = render(pickFrom(own.audience ? words.audienceLines : words.fromLines, index + variant + Math.floor(rng() * 4)), lineSlots, voice);
    const themes = [...voice.words.themes.benefits.sentences, ...voice.words.themes.why.sentences];
    const body = [
      ...(touch.line ? [touch.line] : []),
      forWhom,
      ...(topic || !own.kw ? windowOf(shuffle(rng, renderAll(words.topicBody, lineSlots, voice)), index * 2 + variant * 5, 2) : []),
      // Without keywords a post says its piece and stops: the wellness lines and fillers speak of a keyword.
      ...(own.kw ? preferLength(shuffle(rng, renderAll(words.body.filter(usable), lineSlots, voice)), voice) : []),
      ...(own.kw ? shuffle(rng, renderAll(themes.filter(usable), lineSlots, voice).filter(voice.words.grammar.standsAlone)) : []),
      ...(own.kw ? windowOf(shuffle(rng, renderAll(voice.words.voice.phrases[tone].fillers, lineSlots, voice)), index * 2 + variant * 3, 2) : []),
    ].filter(ok);
    // Each take starts its bank lines (after who it is for) from another part, so the next take says other things.
    const lead = body.indexOf(forWhom) + 1;
    const rest = body.splice(lead);
    const turn = variant % 2 === 1 ? Math.floor(rest.length / 2) : 0;
    body.push(...rest.slice(turn), ...rest.slice(0, turn));
    const questions = words.linkedinQuestions.filter(usable);
    const question = platform === 'linkedin' && questions.length > 0 ? render(questions[Math.floor(rng() * questions.length)] as string, lineSlots, voice) : touch.question;
    return { hook, body, callToAction: touch.callToAction || input.callToAction ? ending(index) : '', question: question && ok(question) ? question : undefined };
  };
}
