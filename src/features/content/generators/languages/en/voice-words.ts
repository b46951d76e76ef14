// English wording of the brand voice: the tone template's emotional lines and
// questions, the personality's slot values and lead-ins, and the register rules
// (casual voices contract, formal voices expand).

import type { EmotionalTone } from '#domain/brand.ts';
import type { Rewrite, VoiceWords } from '../language-pack.ts';

export const EMOTIONAL_LINES: Record<EmotionalTone, readonly string[]> = {
  encouraging: ['You can do this.', 'Every step counts.', 'Progress is still progress, however small.', 'You are further along than you think.', 'One good session can start a good week.', 'Be proud of showing up.', 'Trying is the bravest part.', 'Keep going at your own pace.'],
  calming: ['Let it be simple.', 'There is time.', 'Breathe out slowly.', 'Nothing here needs rushing.', 'Let the day soften a little.', 'Quiet is good for you.', 'Ease in gently.', 'Rest is part of the work.'],
  inspiring: ['Dream a little bigger.', 'Your story is unfolding.', 'The next chapter starts with a choice.', 'Growth often begins quietly.', 'Let curiosity lead the way.', 'You are allowed to change.', 'Something new is possible.', 'Small choices shape a life.'],
  authoritative: ['The fundamentals matter.', 'Technique comes first.', 'Good form protects the body.', 'Consistency outlasts intensity.', 'Quality of movement comes before quantity.', 'A clear plan makes practice safer.', 'Recovery is part of training.', 'Sound habits compound.'],
  friendly: ['We are cheering for you.', 'You are among friends.', 'We are always happy to hear from you.', 'Come as you are.', 'There is always a seat for you.', 'We love seeing familiar faces.', 'Say hello any time.', 'It is good to have you here.'],
  professional: ['Plan, practise, review.', 'Clarity creates results.', 'A steady routine pays off.', 'Clear goals make progress visible.', 'Small adjustments add up over a quarter.', 'Good habits need a fixed slot.', 'Measure what matters to you.', 'Structure makes consistency easier.'],
  nurturing: ['You deserve this care.', 'Rest is allowed.', 'Be gentle with yourself today.', 'Your wellbeing matters.', 'Go easy on yourself.', 'Looking after yourself is never selfish.', 'Slow is perfectly fine.', 'Give yourself the kindness you give others.'],
  motivational: ['Start today, not someday.', 'Keep your promise to yourself.', 'Show up, then show up again.', 'Your next session is your best chance.', 'Make this the week it sticks.', 'Effort today, results tomorrow.', 'Decide once, then follow through.', 'Momentum loves a first step.'],
};

export const QUESTIONS = [
  'What would change if you gave {kw} ten minutes a day?',
  'When did you last give yourself permission to slow down?',
  'How would it feel to end each week with more energy than you started it?',
];

export const LEXICON: VoiceWords['lexicon'] = {
  spiritual: { practice: 'sacred practice', benefit: 'a deeper sense of inner harmony', journey: 'journey inward' },
  practical: { practice: 'daily routine', benefit: 'steady, noticeable progress', journey: 'progress' },
  middle: { practice: 'practice', benefit: 'lasting wellbeing', journey: 'journey' },
};

export const PACE: VoiceWords['pace'] = {
  calm: { adj: 'gentle', pace: 'slowly and with care' },
  energetic: { adj: 'energising', pace: 'with energy and purpose' },
  middle: { adj: 'steady', pace: 'at your own pace' },
};

export const LEAD_INS: VoiceWords['leadIns'] = {
  formal: ['Furthermore,', 'In addition,', 'Moreover,', 'Importantly,'],
  casual: ['Plus,', 'And honestly,', 'So,', 'Here is the good part:'],
  middle: ['Also,', 'Beyond that,', 'In practice,', 'Over time,'],
};

export const CONTRACTIONS: readonly Rewrite[] = [
  [/\bI am\b/g, "I'm"],
  [/\bwill not\b/gi, "won't"],
  [/\bare not\b/gi, "aren't"],
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bit is\b/gi, "it's"],
  [/\bthat is\b/gi, "that's"],
  [/\bthere is\b/gi, "there's"],
  [/\bhere is\b/gi, "here's"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bcannot\b/gi, "can't"],
  [/\byou will\b/gi, "you'll"],
  [/\bwe will\b/gi, "we'll"],
  [/(?<=^|[.!?]\s+)let us\b/gi, "let's"],
  [/\byou have\b/gi, "you've"],
  [/\bwe have\b/gi, "we've"],
];

export const EXPANSIONS: readonly Rewrite[] = [
  [/\bI'm\b/g, 'I am'],
  [/\bwon't\b/gi, 'will not'],
  [/\baren't\b/gi, 'are not'],
  [/\byou're\b/gi, 'you are'],
  [/\bwe're\b/gi, 'we are'],
  [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bthere's\b/gi, 'there is'],
  [/\bhere's\b/gi, 'here is'],
  [/\bdon't\b/gi, 'do not'],
  [/\bdoesn't\b/gi, 'does not'],
  [/\bisn't\b/gi, 'is not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\byou'll\b/gi, 'you will'],
  [/\bwe'll\b/gi, 'we will'],
  [/\blet's\b/gi, 'let us'],
  [/\byou've\b/gi, 'you have'],
  [/\bwe've\b/gi, 'we have'],
];

