// The words of each platform's post around its facts: the hook (about the topic, a
// keyword, or the news), who it is for, the body bank, the call to action and the
// closing question. Lines on the post's own keywords and audience come first; the
// general lines any studio could say are drawn once for a set of posts, a few per
// set, so two studios' posts do not read alike.
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
import { variantHalf, variantWindow } from '../shared/variant-take.ts';
import { keywordSlots, render, renderAll, type Slots } from '../shared/slots.ts';
import { reflectiveQuestions } from '../shared/emotional-tones.ts';
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
  /** The same draws for every take: the order the takes share out their lines in. */
  takesRng: Rng;
};

export type PostLines = { hook: string; forWhom: string; body: string[]; callToAction: string; question?: string };

const TOPIC = '\u0001';
/** How many words of a post one general line stands for, when a set of posts draws the few it shares. */
const WORDS_PER_GENERAL_LINE = 15;

export function postLines({ input, ctx, voice, tone, topic, keywords, audience, slots, avoid, rng, takesRng }: LineInputs): (platform: Platform, index: number) => PostLines {
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
  // A line is this post's own when it carries what the form says: its keywords or its audience. Lines on the profile (name, services, specialties) are the studio's every time, and join the general ones.
  const isOwn = (template: string) => (own.kw && /\{kw2?\}/.test(template)) || (own.audience && template.includes('{audience}'));
  const usable = (template: string) =>
    (own.audience || !template.includes('{audience}')) &&
    (own.kw || !/\{kw2?\}/.test(template)) &&
    (own.service || !/\{service2?\}/.test(template)) &&
    (own.specialty || !/\{specialty2?\}/.test(template));
  const variant = ctx.variant ?? 0;
  const pickFrom = <T>(lines: readonly T[], at: number) => lines[at % lines.length] as T;
  // One draw per post set: its posts take neighbouring lines of each bank, and each take moves three along, so the next take says others.
  const startOf = (lines: readonly unknown[]) => Math.floor(takesRng() * Math.max(1, lines.length));
  const take = (index: number) => index + variant * 3;
  const asked = words.callsToAction.filter(usable).filter(ok);
  const callsToAction = asked.length > 0 ? asked : words.callsToAction.slice(0, 1);
  const ctaAt = startOf(callsToAction);
  const whomAt = startOf(own.audience ? words.audienceLines : words.fromLines);
  const engageAt = startOf(words.topicBody);
  // The tone template's own line goes in one post of the set, not in every one.
  const touchPost = Math.floor(rng() * Math.max(1, new Set(input.platforms ?? []).size));
  const bankLines = [...words.body, ...voice.words.themes.benefits.sentences, ...voice.words.themes.why.sentences].filter(usable);
  const ownLines = bankLines.filter((t) => isOwn(t));
  const ownOrder = [0, 1, 2].map(() => shuffle(takesRng, ownLines));
  // Who the post is for is said once already: one more line about them at most.
  const onceForAudience = (templates: readonly string[]) => {
    const first = templates.find((t) => t.includes('{audience}'));
    return templates.filter((t) => t === first || !t.includes('{audience}'));
  };
  // The general lines (those any studio could say) are drawn once for the set and its posts say the same few in their own order: a set says a handful of them, not the whole bank.
  const general = shuffle(takesRng, bankLines.filter((t) => !isOwn(t)));
  const count = Math.ceil((input.wordCount && input.wordCount > 0 ? input.wordCount : 100) / WORDS_PER_GENERAL_LINE) + 2;
  const shared = variantWindow(general, variant, count).slice(0, count);
  const fillers = variantWindow(shuffle(takesRng, voice.words.voice.phrases[tone].fillers), variant, 2).slice(0, 2);
  const questions = shuffle(takesRng, [...reflectiveQuestions(ctx), ...words.linkedinQuestions].filter(usable));
  const atWork = /\b(?:work|working|team|colleagues)\b/i;
  // The form's call to action is said as written; without one, each post and take asks in other words.
  const ending = (index: number, lineSlots: Slots) => {
    const cta = (input.callToAction ?? '').trim() || render(pickFrom(callsToAction, ctaAt + take(index)), lineSlots, voice);
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
    const forWhom = render(pickFrom(own.audience ? words.audienceLines : words.fromLines, whomAt + take(index)), lineSlots, voice);
    const spread = shuffle(rng, shared);
    const body = [
      ...(touch.line && index === touchPost ? [touch.line] : []),
      // Instagram and Facebook invite a save or a share; LinkedIn ends on its question.
      ...((topic || !own.kw) && platform !== 'linkedin' ? [render(pickFrom(words.topicBody, engageAt + take(index)), lineSlots, voice)] : []),
      // Without keywords a post says its piece and stops: the wellness lines and fillers speak of a keyword.
      // First the lines on this post's keywords and audience, each take its own half of them; then the set's general lines.
      ...(own.kw ? preferLength(renderAll(onceForAudience(variantHalf(ownOrder[index % 3] ?? ownLines, variant)), lineSlots, voice), voice) : []),
      ...(own.kw ? renderAll(spread, lineSlots, voice).filter(voice.words.grammar.standsAlone) : []),
      ...(own.kw ? renderAll(fillers, lineSlots, voice) : []),
    ].filter(ok);
    // LinkedIn always asks; another post asks when the tone template wants questions, and not about work.
    const asking = platform === 'linkedin' ? questions.filter((q) => words.linkedinQuestions.includes(q)) : touch.question ? questions.filter((q) => !atWork.test(q)) : [];
    const question = asking.length > 0 ? render(pickFrom(asking, take(index)), lineSlots, voice) : undefined;
    return { hook, forWhom: ok(forWhom) ? forWhom : '', body, callToAction: touch.callToAction || input.callToAction ? ending(index, lineSlots) : '', question: question && ok(question) ? question : undefined };
  };
}
