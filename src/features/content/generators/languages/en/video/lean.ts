// Script lines that follow the tone template's lean: soft ones slow the viewer down
// and invite, bold ones are short, direct and push; a plain template keeps the
// blueprint's own words.

import type { LeanVideoWords } from '../../../video/lean-words-type.ts';
import type { ScriptVars } from '../../../video/script-vars-type.ts';

const follow = (business: string | undefined) => (business ? `follow ${business}` : 'follow along');

const SOFT: LeanVideoWords = {
  hooks: [
    (v) => `Take a breath before we begin: this is ${v.topic}, at an easy pace.`,
    (v) => `What would ${v.topic} feel like if nothing had to be rushed?`,
  ],
  intro: [
    'There is nothing to get right here; just follow along.',
    'Settle in, and let your breath find its own rhythm.',
    'Give yourself permission to go slowly today.',
    'Wherever you are watching from, let yourself arrive.',
  ],
  beats: [
    'Let this part be easy.',
    'Soften anything that feels tight, and keep breathing.',
    'There is no hurry; take all the time you need here.',
    'Notice what your body is telling you, and listen.',
    'Let the breath move through you, slow and full.',
    'If your mind wanders, gently bring it back.',
    'Stay kind to yourself as you go.',
    'Let each exhale settle you a little more.',
    'Rest for a moment whenever you need it.',
    'Feel the ground holding you up.',
    'Let your jaw and shoulders soften as you go.',
    'You can slow this down as much as you like.',
    'Pause here and simply breathe.',
    'Let this feel a little easier each time.',
    'Let the movement be as small as you like.',
    'Breathe into any place that feels held.',
    'Allow yourself to slow down even more.',
    'Notice the quiet between each breath.',
  ],
  outro: [
    'Take a moment to thank yourself for this time.',
    'Carry this softness with you into the rest of your day.',
    'Notice how you feel now, and let that be enough.',
    'Let this quiet stay with you a little longer.',
    'Be gentle with yourself for the rest of the day.',
    'Whatever you noticed today, let it settle.',
  ],
  ctas: [
    () => `When you are ready, save this video and come back to it whenever you need a slower moment.`,
    (v) => `If this helped, share it with someone who could use a pause, and ${follow(v.business)} for more.`,
    (v) => `Keep this somewhere close for your next quiet moment, and ${follow(v.business)} when you want more.`,
    () => 'Come back to this whenever the day feels too full; it will be here.',
    (v) => `Save this for a slower evening, and ${follow(v.business)} for more gentle videos.`,
    () => 'If a friend could use a softer moment, send this their way.',
  ],
  connectors: ['Gently,', 'In your own time,', 'Softly now,', 'Without hurrying,', 'Once more,'],
};

const BOLD: LeanVideoWords = {
  hooks: [(v) => `No excuses today: ${v.topic}, let's go!`, (v) => `You have ${v.length}. Make them count: ${v.topic}!`],
  intro: ["Let's get straight to it.", 'Stay with me the whole way through.', 'Give this your full effort.', 'Ready? Here we go.'],
  beats: [
    'Keep going; you have got this.',
    'Stay focused and keep the pace up.',
    'Go a little further than last time.',
    'Strong and steady, keep it moving.',
    'Own this part and make it count.',
    'Eyes forward, stay with it.',
    'This is where the progress happens.',
    'Do not stop now; finish strong.',
    'Quick reset, then straight back in.',
    'Commit to it fully.',
    'Breathe hard if you need to, but keep moving.',
    'You are stronger here than you think.',
    'Hold your form; quality beats speed.',
    'Push through this last stretch.',
    'Stay right here and give it everything.',
    'Focus in; this part matters.',
    'Keep your breath strong and even.',
    'One more round; you can do it.',
    'Stand tall and keep working.',
    'Lock in and stay with the movement.',
    'Make every breath count.',
  ],
  outro: [
    'That is how you show up.',
    'Be proud of finishing that.',
    'You did the work; now keep the streak alive.',
    'Every session like this one moves you forward.',
    'Remember this feeling the next time you want to skip it.',
    'Strong finish; that effort counts.',
    'Most people never start; you just finished.',
    'Write down what you did today, then beat it next time.',
  ],
  ctas: [
    (v) => `Save this now, do it again tomorrow, and ${follow(v.business)} for more!`,
    () => 'Share this with a friend who needs a push, and hit follow!',
    () => 'Tell us in the comments when you have done it, and follow for more!',
    (v) => `Book it into your week now, and ${follow(v.business)} so you never miss the next one!`,
    () => 'Send this to the friend who keeps saying they will start tomorrow!',
    () => 'Come back to this one tomorrow and beat today, then follow for more!',
  ],
  connectors: ['Now,', 'Come on,', 'Right,', 'Again,', 'Keep it up:'],
};

const PLAIN: LeanVideoWords = { hooks: [], intro: [], beats: [], outro: [], ctas: [], connectors: [] };

export const VIDEO_BY_LEAN = { soft: SOFT, bold: BOLD, plain: PLAIN } as const;

/** The later takes' calls to action when the template leans neither way. */
export const VIDEO_CTAS: readonly ((v: ScriptVars) => string)[] = [
  (v) => `Save this for your next session, and ${follow(v.business)} for more.`,
  () => 'If it helped, pass it on to someone who would enjoy it, and follow for more.',
  () => 'Tell us in the comments how it went, and follow for the next one.',
];
