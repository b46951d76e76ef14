// Sentences that carry a voice: openings, voice-flavoured body lines, closing
// lines before a call to action, and short sentences used to land on a word
// count. Slots: see slots.ts.

import type { Voice } from '../../shared/voice.ts';
import type { VoicePhrases } from '../language-pack.ts';


export const VOICE_PHRASES: Record<Voice, VoicePhrases> = {
  professional: {
    hooks: [
      'For {audience}, time spent on {kw} is one of the most practical investments in long-term wellbeing.',
      'Interest in {kw} keeps growing, and for good reason: it offers a clear, sustainable path to {benefit}.',
      'At {business}, questions about {kw} come up in almost every first conversation we have with {audience}.',
      'Understanding {kw} well makes it far easier to choose the right {practice} and to stay with it.',
    ],
    lines: [
      'A clear structure helps: set an intention, choose a realistic time slot and review how you feel after two weeks.',
      'The most reliable results come from consistency rather than intensity.',
      'Qualified guidance shortens the learning curve and keeps every session safe and effective.',
      'Tracking a few simple markers, such as sleep, energy and mood, shows what is working.',
    ],
    closers: [
      'With a clear plan and the right support, {kw} can become a natural part of a balanced week.',
      'The next step is simple: choose one change and give it a fair, consistent trial.',
    ],
    fillers: ['Consistency matters most.', 'Small steps add up.', 'Quality beats quantity.', 'Start where you are.', 'Progress takes patience.', 'Keep it simple.', 'Review and adjust.'],
  },
  friendly: {
    hooks: [
      "Let's be honest: most of us have wondered whether {kw} is really worth the hype.",
      'If you have been curious about {kw} but not sure where to start, you are in good company.',
      'Here at {business}, we love talking about {kw}, so grab a cup of tea and settle in.',
      'Picture this: a calmer morning, a lighter mood and a body that feels cared for. That is what {kw} can offer.',
    ],
    lines: [
      'You do not need fancy gear or a perfect schedule, just a little curiosity.',
      "We've seen so many {audience} surprise themselves once they give it a real try.",
      'Think of it as a conversation with your body rather than another task on your list.',
      'Bring a friend along if that makes it easier; wellbeing is better shared.',
    ],
    closers: [
      'We would love to be part of your {journey}, wherever it starts.',
      "Come as you are, and let's figure out the next step together.",
    ],
    fillers: ["We've all been there.", 'Honestly, it helps.', "You've got this.", 'There is no pressure at all.', 'Try it and see.', 'Be kind to yourself.', 'It really adds up.'],
  },
  inspiring: {
    hooks: [
      'Every meaningful change begins with a single, courageous step, and {kw} can be that step for you.',
      'Imagine waking up with energy, clarity and a quiet confidence in your own body. {kw} can help you get there.',
      'You are capable of more than you think, and {kw} can be a beautiful place to prove it to yourself.',
      'The best version of your life is built one intentional choice at a time, and choosing {kw} is a powerful one.',
    ],
    lines: [
      'Growth rarely feels dramatic in the moment, yet it changes everything over time.',
      'Each session is a promise you keep to yourself, and those promises build trust from within.',
      'Progress is not a straight line, and every return to the {practice} counts.',
      'When you care for yourself, you have more to give to the people and work you love.',
    ],
    closers: [
      'Your {journey} is waiting, and the first step can be today.',
      'Believe in the small steps; they are leading you somewhere wonderful.',
      'Whatever today holds, there is room in it for one kind thing for yourself.',
      'The person you are becoming will be glad you began.',
      'Start small, start today, and let the {practice} carry you further than you expect.',
      'You have already taken the first step by reading this far.',
    ],
    fillers: ['You are worth the effort.', 'Every breath is a beginning.', 'Keep showing up.', 'Trust the process.', 'Your time is now.', 'Small steps make big shifts.', 'Begin again, always.'],
  },
  expert: {
    hooks: [
      'A growing body of research supports what traditional systems have long observed about {kw}.',
      'Clinical studies and centuries of practice point in the same direction: {kw} can measurably support wellbeing.',
      'To get real value from {kw}, it helps to understand the mechanisms behind it, not just the headlines.',
      'At {business}, our practitioners base their approach to {kw} on current evidence and careful observation.',
    ],
    lines: [
      'Studies on mind-body practices consistently link regular sessions with lower perceived stress and better sleep quality.',
      'Dose matters: short, frequent sessions tend to outperform occasional long ones.',
      'Individual responses vary, which is why an initial assessment is worth the time.',
      'The nervous system responds to slow, rhythmic breathing by shifting towards its rest-and-digest state.',
    ],
    closers: [
      'Applied consistently and with qualified guidance, {kw} can be a well-supported addition to a healthy routine.',
      'The evidence is encouraging; the real results come from steady, informed practice.',
    ],
    fillers: ['The evidence is encouraging.', 'Dose and consistency make the difference.', 'Responses vary by person.', 'Measure, then adjust.', 'Safety always comes first.', 'Research continues to grow.', 'Context matters.'],
  },
  calming: {
    hooks: [
      'Take a slow breath in, and let it go. This is where our conversation about {kw} begins.',
      'In a world that rarely slows down, {kw} can offer a quiet place to return to yourself.',
      'There is no rush here. Time with {kw} unfolds gently, one mindful moment at a time.',
      'Softening, settling, listening inwards: this is the heart of {kw} as we share it at {business}.',
    ],
    lines: [
      'Notice your breath, your shoulders, the weight of your body, without needing to change anything.',
      'Stillness is not the absence of life; it is the space where healing quietly happens.',
      'Let each session be an invitation rather than an obligation.',
      'Even a few unhurried minutes can settle a busy mind.',
    ],
    closers: [
      'When you are ready, we will be here to welcome you, gently and without judgement.',
      'May this be a soft beginning to a calmer, kinder way of caring for yourself.',
    ],
    fillers: ['There is no rush.', 'Breathe in. Breathe out.', 'Be gentle with yourself.', 'Let it be easy.', 'Rest is productive too.', 'Soften your shoulders.', 'Simply notice.'],
  },
  energetic: {
    hooks: [
      'Ready to feel more alive? {kw} might be exactly the boost your week needs!',
      "Let's get moving! {kw} can be one of the most exciting ways to recharge body and mind.",
      "Big energy, big results: here's why {audience} are falling in love with {kw}!",
      'Say goodbye to sluggish afternoons: {kw} can wake you up!',
    ],
    lines: [
      'Every session leaves you buzzing with fresh energy and focus!',
      'The momentum you build in one week carries straight into the next.',
      'Turn up the music, bring your best attitude and let the good vibes flow!',
      'Celebrate every win, no matter how small; it keeps the fire burning.',
    ],
    closers: [
      'So what are you waiting for? Your most energised self is just one session away!',
      "Let's make this the week you finally go for it!",
    ],
    fillers: ["Let's do this!", "You've got this!", 'Momentum is everything.', 'Feel the energy!', 'Go for it!', 'Every rep counts!', 'Keep it moving!'],
  },
};
