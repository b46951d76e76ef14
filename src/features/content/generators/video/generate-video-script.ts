// The video script generator: the type's blueprint written to the chosen
// duration at 2.3 spoken words per second. Pure and deterministic; the screen adds
// the tool's 3-second wait.

import { VIDEO_DURATIONS, VIDEO_TYPES, type VideoDurationOption, type VideoType } from '#domain/media-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { languagePack } from '../languages/packs.ts';
import { fillBeats, fillSection } from './fill-sections.ts';
import { buildScriptVars } from './script-vars.ts';
import { countWords } from './sentence-pool.ts';
import { referToTopic } from './topic-mentions.ts';
import { hashString } from '../shared/seed.ts';
import { validateVideoInput } from './validate-video-input.ts';
import { buildVideoDescription } from './video-description.ts';
import { VIDEO_SHAPES } from './video-shapes.ts';
import { buildHashtags } from './video-hashtags.ts';
import { tagWordsOf } from '../shared/hashtags.ts';
import { apportion, splitSeconds, targetWords, timingDisplay } from './video-timing.ts';
import type { VideoScript, VideoScriptInput } from './video-types.ts';
import { MAX_KEY_POINTS } from './video-limits.ts';
import { brandVoice } from '../shared/brand-voice.ts';
import { templateLean } from '../shared/template-lean.ts';
import { headlineFaults } from '../shared/headline.ts';
import type { Grammar } from '../languages/grammar.ts';
import type { LeanVideoWords } from './lean-words-type.ts';
import { type Pool, rotate } from './sentence-pool.ts';
import type { Section } from './video-blueprint.ts';
import type { ScriptVars } from './script-vars-type.ts';


/** Key points from the form: one per line, list markers dropped, blanks ignored, at most ten. */
export function splitKeyPoints(keyPoints: string | readonly string[]): string[] {
  const lines = typeof keyPoints === 'string' ? keyPoints.split(/\r?\n/) : keyPoints;
  return lines
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_KEY_POINTS);
}

/** The chosen duration; an unknown value falls back to 60 seconds. */
export function durationOption(value: string): VideoDurationOption {
  return VIDEO_DURATIONS.find((option) => option.value === value) ?? VIDEO_DURATIONS[1];
}

/** How many beats to write from the topic when the user gave no key points. */
export function defaultPointCount(seconds: number): number {
  if (seconds <= 60) return 2;
  if (seconds <= 300) return 3;
  if (seconds <= 900) return 4;
  return 5;
}

/** A beat's own sentences with the template's coaching lines around them (two of every three), each beat starting at its own line. */
function withLeanLines(beat: Section, index: number, lean: LeanVideoWords, seed: number): Section {
  if (typeof beat.more !== 'function' || lean.beats.length === 0) return beat;
  const base: Pool = beat.more;
  const lines = rotate(lean.beats, lean.connectors, index * 3 + seed);
  return { ...beat, more: (j, take) => (j % 3 === 2 ? base(Math.floor(j / 3), take) : lines(j - Math.floor((j + 1) / 3), take)) };
}

/**
 * The take's title: the blueprint's, then the pack's other shapes in turn; one the
 * headline rule refuses (over 70 characters, two stock endings, a long field carried
 * whole, a phrase said twice) is skipped.
 */
function titleFor(own: string, others: readonly ((v: ScriptVars) => string)[], vars: ScriptVars, grammar: Grammar, fields: readonly string[]): string {
  const all = [own, ...others.map((title) => title(vars))];
  const fitting = all.filter((title) => headlineFaults(grammar, title, fields).length === 0);
  const pool = fitting.length > 0 ? fitting : [all.reduce((a, b) => (b.length < a.length ? b : a))];
  return pool[vars.take % pool.length] as string;
}

const cumulative = (values: readonly number[]) => values.map((_, index) => values.slice(0, index + 1).reduce((sum, value) => sum + value, 0));

export function generateVideoScript(input: VideoScriptInput, ctx: GeneratorContext): VideoScript {
  validateVideoInput(input);
  const words = languagePack(ctx).video;
  // A type the pack does not know (an old draft, a type since renamed) gets the general script.
  const type: VideoType = input.videoType && input.videoType in words.blueprints ? input.videoType : 'educational';
  const blueprint = words.blueprints[type];
  const shape = VIDEO_SHAPES[type];
  const seconds = durationOption(input.duration).seconds;
  const vars = buildScriptVars(input, seconds, ctx);
  const listed = splitKeyPoints(input.keyPoints);
  // A key point that carries facts (a date, a price, a number to book on) is said as
  // it is in the call to action, never made into a tip to "try"; the brief's facts too.
  const factsOf = (point: string) => languagePack(ctx).facts.factSentences(point).length > 0;
  const given = listed.filter((point) => !factsOf(point));
  const sheet = gatherFacts(ctx, { facts: listed.filter(factsOf) });
  const factLines = [...sheet.details.map((line) => `${line.label}: ${line.value}.`), ...sheet.sentences.map((sentence) => sentence.text.replace(/[.!?]?$/, (end) => end || '.'))];
  const factWords = countWords(factLines.join(' '));
  const points = given.length ? given : blueprint.defaultPoints(vars).slice(0, defaultPointCount(seconds));
  const plan = splitSeconds(seconds, shape.shares);

  // A template that leans soft or bold brings its own lines; a plain one keeps the blueprint's.
  const lean = words.byLean[ctx.toneTemplate ? templateLean(ctx, brandVoice(ctx)) : 'plain'];
  // The studio's own topic and type pick where in the template's lines a script starts, so two studios rarely say alike.
  const seed = hashString(`${type} ${input.topic.trim().toLowerCase()}`);
  const hooks = [blueprint.hook, blueprint.secondHook, ...lean.hooks];
  const hook = (hooks[vars.take % hooks.length] ?? blueprint.hook)(vars);
  const hookWords = countWords(hook);
  const beats = type === 'testimonial' ? blueprint.beats(vars, points) : blueprint.beats(vars, points).map((beat, index) => withLeanLines(beat, index, lean, seed));
  const take = vars.take;
  const ownOutro = blueprint.outro(vars);
  const ctas = lean.ctas.length > 0 ? lean.ctas.map((cta) => cta(vars)) : [ownOutro.tail ?? '', ...words.ctas.map((cta) => cta(vars))];
  const closing = ctas[(take + (lean.ctas.length > 0 ? seed : 0)) % ctas.length] ?? ownOutro.tail ?? '';
  // One closing line of the template's own per script; the rest are the type's.
  // A client's story ends on the client, not on the viewer's workout.
  const leanOutro = lean.outro.length > 0 && type !== 'testimonial' ? [lean.outro[(seed + take) % lean.outro.length] as string, lean.outro[(seed + take + 1) % lean.outro.length] as string] : [];
  const outroSection = { ...ownOutro, more: Array.isArray(ownOutro.more) ? [...leanOutro, ...ownOutro.more] : ownOutro.more, tail: closing || ownOutro.tail };
  const filledOutro = fillSection(outroSection, Math.max(0, targetWords(plan.outro) - factWords), take);
  const outro = { text: [...factLines, filledOutro.text].join(' '), words: filledOutro.words + factWords };
  const ownIntro = blueprint.intro(vars, points);
  const introSection = { ...ownIntro, more: Array.isArray(ownIntro.more) ? [...lean.intro, ...ownIntro.more] : ownIntro.more };
  const intro = fillSection(introSection, targetWords(plan.intro) - hookWords, take);
  const main = fillBeats(beats, targetWords(seconds) - hookWords - intro.words - outro.words, take);
  // The text was written to the planned split; the reported timing follows the
  // words actually written (hook + intro, each beat, outro), so it matches what is said.
  const sectionSeconds = apportion(seconds, [hookWords + intro.words, ...main.map((section) => section.words), outro.words]);
  const mainSeconds = sectionSeconds.slice(1, -1);
  const timingSeconds = {
    total: seconds,
    intro: sectionSeconds[0] ?? 0,
    main: mainSeconds.reduce((sum, value) => sum + value, 0),
    outro: sectionSeconds[sectionSeconds.length - 1] ?? 0,
  };

  const mainStarts = cumulative([timingSeconds.intro, ...mainSeconds]).slice(0, -1);
  const chapters =
    type === 'youtube' || type === 'course-module'
      ? {
          titles: beats.map((beat) => words.chapterTitle(beat.label ?? '')),
          starts: mainStarts,
          outroStart: timingSeconds.intro + timingSeconds.main,
        }
      : undefined;
  const topicPhrases = languagePack(ctx).grammar.topicPhrases(input.topic);
  const hashtags = buildHashtags({
    topic: topicPhrases,
    points: given.flatMap(languagePack(ctx).grammar.topicPhrases),
    typeTags: shape.hashtags,
    brandKeywords: ctx.profile?.seo_keywords ?? [],
    business: vars.business,
    // A clause or a question has given its noun phrases already.
    topicNouns: topicPhrases.length === 1 && topicPhrases[0] === input.topic.trim() ? languagePack(ctx).grammar.topicNouns(input.topic) : [],
  }, tagWordsOf(languagePack(ctx).social), languagePack(ctx).grammar);
  const typeLabel = VIDEO_TYPES.find((option) => option.value === type)?.label ?? words.typeLabel;
  const descriptionWith = (summary: string, tags: readonly string[]) =>
    buildVideoDescription({
      vars,
      summary,
      typeLabel,
      points: [...points, ...factLines.map((line) => line.replace(/\.$/, ''))],
      chapters,
      closing: outroSection.tail ?? '',
      hashtags: tags,
      words: words.description,
      grammar: languagePack(ctx).grammar.script,
    });
  // A beat's label names its point as the user gave it: only what is said after it refers back.
  const labels = beats.map((beat) => (beat.label ? `${beat.label}: ` : ''));
  const bodies = main.map((section, index) => section.text.slice(section.text.startsWith(labels[index] ?? '') ? (labels[index] ?? '').length : 0));
  // The description's summary is read on its own (under the video, in a feed): it names the topic first, the spoken parts refer back after it.
  const summary = blueprint.summary(vars);
  const written = [summary, hook, intro.text, ...bodies, outro.text];
  const total = countWords([...written.slice(1), descriptionWith(summary, [])].join(' '));
  const said = referToTopic(written, vars.topic, blueprint.topicAgain(vars), total, languagePack(ctx).voice.referBack);
  const spoken = said.slice(1);
  const [saidHook = '', saidIntro = ''] = spoken;
  const saidMain = spoken.slice(2, -1).map((body, index) => `${main[index]?.text.startsWith(labels[index] ?? '') ? labels[index] : ''}${body}`);
  const saidOutro = spoken[spoken.length - 1] ?? '';

  return {
    title: titleFor(blueprint.title(vars), words.titles, vars, languagePack(ctx).grammar, [input.topic, input.audience]),
    hook: saidHook,
    intro: saidIntro,
    main_content: saidMain,
    call_to_action: saidOutro,
    description: descriptionWith(said[0] ?? '', hashtags),
    hashtags,
    timing: timingDisplay(timingSeconds),
    timing_seconds: timingSeconds,
    main_content_seconds: mainSeconds,
    word_count: countWords([saidHook, saidIntro, ...saidMain, saidOutro].join(' ')),
    target_word_count: targetWords(seconds),
  };
}

export { MAX_KEY_POINTS };
