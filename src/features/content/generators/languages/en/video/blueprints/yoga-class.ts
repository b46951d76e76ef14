// A yoga class: settle in, warm up, one flow per key point, cool down to Savasana.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import type { Pool } from '../../../../video/sentence-pool.ts';
import { inSentence, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';
import { variantHalf } from '../../../../shared/variant-take.ts';

const WARM_UP_POSES = ['Easy Seat', 'Seated Side Stretch', 'Cat-Cow', 'Thread the Needle', "Child's Pose", 'Downward-Facing Dog', 'Low Lunge', 'Ragdoll Fold'];
const FLOW_POSES = ['Mountain Pose', 'Chair Pose', 'Warrior One', 'Warrior Two', 'Reverse Warrior', 'Extended Side Angle', 'Triangle Pose', 'Tree Pose', 'Crescent Lunge', 'Half Moon', 'Plank', 'Cobra', 'Garland Pose', 'Pyramid Pose'];
const COOL_DOWN_POSES = ['Seated Forward Fold', 'Bound Angle', 'Supported Bridge', 'Reclined Twist', 'Happy Baby', 'Legs Up the Wall'];

const CUES: ((pose: string, focus: string) => string)[] = [
  (pose) => `Move into ${pose} and take five slow breaths here.`,
  (pose) => `From here, find ${pose}; inhale to lengthen, exhale to soften.`,
  (pose, focus) => `Come into ${pose} and notice how ${focus} feels in your body.`,
  (pose) => `Hold ${pose} for three breaths, keeping your jaw and shoulders relaxed.`,
  (pose) => `Flow gently into ${pose}, moving at the pace of your breath.`,
  (pose) => `Stay in ${pose} a little longer and let each exhale take you a touch deeper.`,
  (pose) => `Release ${pose} slowly and pause for one full breath before moving on.`,
  (pose) => `Take ${pose} on the second side, matching the length of the first.`,
];

const SHORT_CUES: ((pose: string) => string)[] = [(pose) => `${pose}, three breaths.`, (pose) => `Flow into ${pose}.`];

/** Pose by pose, with a cue that shifts each round so pairs rarely repeat. */
function poseCues(poses: readonly string[], focus: string, offset: number, compact: boolean): Pool {
  return (k, take = 0) => {
    const cues = variantHalf(compact ? SHORT_CUES : CUES, take);
    const pose = poses[(k + offset) % poses.length] ?? 'Mountain Pose';
    const cue = cues[(k + Math.floor(k / poses.length)) % cues.length] ?? cues[0]!;
    return cue(pose, focus);
  };
}

export const YOGA_CLASS: TypeBlueprint = {
  title: (v) => `${titleTopic(v)}: A ${v.LengthAdjective}${/yoga/i.test(v.topic) ? '' : ' Yoga'} Class`,
  hook: (v) =>
    ({
      calm: `Roll out your mat: this ${v.lengthAdjective} practice is just for you.`,
      energetic: `Ready to move? ${upperFirst(v.topic)} in ${v.length}!`,
      expert: `A ${v.lengthAdjective} sequence for ${v.topic}, pose by pose.`,
      warm: `Got ${v.length}? Let's practise ${v.topic} together.`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: `Let's slow down and breathe: ${v.length} of ${v.topic}.`,
      energetic: `Let's get moving: ${v.length} of ${v.topic}!`,
      expert: `Follow this sequence for ${v.topic}, cue by cue.`,
      warm: `Come and practise ${v.topic} with me for ${v.length}.`,
    })[v.family],
  intro: (v) => ({
    lead: v.compact
      ? `Welcome, ${v.audience}.`
      : `Welcome to this ${v.lengthAdjective} class${v.business ? ` with ${v.business}` : ''} on ${v.topic}${forWhom(v, ', made for')}.`,
    more: [
      'Find a comfortable seat on your mat and rest your hands on your thighs.',
      'Close your eyes or soften your gaze toward the floor.',
      'Notice the weight of your body on the mat and let it be supported.',
      'Set an intention for this practice, a word or feeling to come back to.',
      'Keep a block and a blanket nearby in case you want them.',
      "Move at your own pace; you can rest in Child's Pose at any time.",
    ],
    weight: 0,
  }),
  beats: (v, points) => [
    {
      label: 'Warm-up',
      lead: v.compact ? 'Roll your shoulders and breathe.' : 'We begin gently, waking up the spine and the breath.',
      more: poseCues(WARM_UP_POSES, 'the spine', 0, v.compact),
      weight: 1,
    },
    ...points.map((point, index) => ({
      label: `Flow ${index + 1} – ${upperFirst(point)}`,
      lead: v.compact ? '' : `Now we build the flow around ${inSentence(point)}.`,
      more: poseCues(FLOW_POSES, inSentence(point), index * 3, v.compact),
      weight: 2,
    })),
    {
      label: 'Cool-down & Savasana',
      lead: v.compact ? '' : `Slow everything down as we cool down from today's practice toward Savasana.`,
      more: poseCues(COOL_DOWN_POSES, 'stillness', 0, v.compact),
      tail: v.compact ? 'Rest in Savasana.' : 'Finally, lie back in Savasana and let the whole body be still.',
      weight: 1.5,
    },
  ],
  defaultPoints: (v) => [topicFocus(v), 'grounding standing poses', 'balance and focus', 'heart-opening backbends', 'twists to reset the spine'],
  outro: (v) => ({
    lead: v.compact ? '' : 'Slowly bring your hands together at your heart. Thank you for practising with me today.',
    more: ['Take a moment to notice how you feel now compared with when we began.', 'Drink some water and carry this calm into the rest of your day.', 'Honour whatever your body gave you today.'],
    tail: v.compact
      ? 'Save this for your next practice!'
      : `If this practice helped, save it for your next session${v.business ? ` and follow ${v.business} for more` : ''}.`,
    weight: 0,
  }),
  summary: (v) => `A ${v.lengthAdjective} yoga class on ${v.topic}${forWhom(v, ' for')}: a gentle warm-up, a flowing sequence and a calm cool-down into Savasana.`,
};
