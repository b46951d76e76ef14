// Whole paragraphs for the mistakes and science themes, each one angle that reads
// in order; a blog section draws a few by its seed. Slots: see shared/slots.ts.

export const MISTAKES_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'The most common mistake is doing too much too soon and then giving up when the body protests.',
    'Enthusiasm is wonderful, but it needs a pace the body can follow.',
    'Start below what you think you can manage and build from there.',
    '[s] Set a gentle intention for each session rather than a target.',
    '[p] A written schedule that builds up week by week keeps progress steady.',
  ],
  [
    'Another is comparing yourself with others in the room or on social media.',
    'Their bodies, histories and weeks are not yours.',
    'The only useful comparison is with how you felt a month ago.',
    '[s] Your practice is an inward journey, and nobody else can walk it for you.',
    '[p] A simple log lets you track that comparison honestly.',
  ],
  [
    'Comparing your progress with {kw} to anyone else is an easy trap.',
    'Everyone starts from a different place, with a different body and a different week.',
    'The only useful comparison is with how you felt a month ago.',
    'Keep that in mind on the days that feel slow.',
  ],
  [
    'Many people believe they need to be flexible, calm or fit before they start, when the opposite is true.',
    'Those things are what the sessions build, not what they require.',
    'It is also a myth that {kw} is only for a certain age, body type or lifestyle.',
  ],
  [
    'Holding the breath during effort is a habit worth unlearning.',
    'Steady breathing keeps the body safe and the mind steady.',
    'Pain is a signal, not a challenge to push through; discomfort and pain are not the same thing.',
    'If something hurts, stop, tell the person guiding you and try another way.',
  ],
  [
    'Skipping rest and recovery can undo much of the good work, so build them into your plan.',
    'The body changes between sessions, not during them.',
    '[p] Expecting instant results leads to frustration; measurable change usually takes four to eight weeks.',
    '[s] Chasing a particular experience can get in the way; the deepest moments tend to arrive when we stop grasping.',
  ],
  [
    'When it comes to {kw}, the most common mistake is expecting too much too soon.',
    'Change tends to arrive quietly, over weeks rather than days.',
    'Judging it after one session is like judging a garden the day after planting.',
    'Give it time, and keep a little note of what shifts.',
  ],
  [
    'Waiting for the perfect moment to begin is perhaps the biggest trap of all.',
    'There will always be a busier month ahead or a reason to wait until after the holidays.',
    'A modest start this week is worth more than a grand plan for later.',
  ],
  [
    '[p] Following random online videos without feedback can reinforce poor habits.',
    'Someone watching you can spot in seconds what you might never notice yourself.',
    'A teacher or therapist can catch these patterns early and help you correct them kindly.',
    'Mistakes are part of learning, and each of them teaches you something about yourself.',
  ],
  [
    'For {audience}, a frequent slip is treating the session as one more thing to do well.',
    'Rushing in late, checking the phone and racing out again leaves little room for the benefit.',
    'Arriving a few minutes early and leaving slowly changes more than you might expect.',
  ],
  [
    'Some people quit because one session went badly.',
    'A tired day, a crowded room or a sequence that did not suit them, and they decide it is not for them.',
    'Give it at least a handful of tries before you judge it.',
  ],
  [
    'Ignoring the small signs of strain is another common slip.',
    'A twinge that is ignored often becomes an injury that lasts weeks.',
    'Easing off early is not weakness; it is what keeps you practising.',
  ],
  [
    'Another mistake with {kw} is treating rest days as failures.',
    'Recovery is part of the process, not a break from it.',
    'A quiet day often makes the next session better.',
    'Plan rest in, so it never feels like falling behind.',
  ],
  [
    'Treating more as always better is a subtle trap.',
    'Longer or harder sessions are not automatically more useful.',
    'Often the gentlest sessions bring the biggest change, because the body finally feels safe enough to let go.',
  ],
  [
    'A last mistake is keeping quiet about what you need.',
    'If something feels wrong, too fast or too much, say so.',
    'A good practitioner would always rather hear it, since they can only adjust what they know about.',
  ],
  [
    'It is a mistake to think you have to enjoy every session.',
    'Some will feel flat, and that does not mean they did nothing.',
    'The benefit comes from the pattern, not from any single hour.',
  ],
  [
    'Rushing straight from a session back into a busy day can waste some of its good.',
    'A few quiet minutes afterwards let the calm settle.',
    'Even a slow walk to the car or a glass of water can help.',
  ],
];

export const SCIENCE_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Researchers have studied mind-body practices for decades, and the findings continue to be encouraging.',
    'Sleep quality, blood pressure and mood are among the outcomes most often reported to improve.',
    'Of course, research has limits, and individual experience always matters.',
  ],
  [
    'Slow, deliberate breathing stimulates the vagus nerve, which helps the body shift into a calmer state.',
    'Heart rate settles, digestion gets a chance to work and muscles let go of some of their guard.',
    'This is one reason a session can leave you feeling different within minutes.',
  ],
  [
    'Studies have linked regular practice with lower cortisol levels, a marker of physical stress.',
    'Lower stress hormones over time are associated with better sleep, steadier mood and a stronger immune response.',
    'The effect is usually modest in any single week, and meaningful over months.',
    '[s] Tradition would call it the gradual settling of body, mind and spirit.',
    '[p] That is why progress is best judged over a quarter, not a week.',
  ],
  [
    'Traditional systems such as Ayurveda and Chinese medicine described many of these effects long before modern tools could measure them.',
    'Where research and tradition agree, we can practise with real confidence.',
    '[s] Ancient teachers understood that the mind and the breath move together, and that calming one calms the other.',
    '[s] Traditional teachings describe this as balancing the flow of energy, or prana, through the body.',
  ],
  [
    'The combination of movement, breath and attention appears to be more powerful than any one of them alone.',
    'Each supports the others: steady breath makes movement easier, and movement makes attention easier to hold.',
    'That may explain why people often feel more after an hour of {kw} than after an hour of any one of those things.',
  ],
  [
    'Evidence is strongest for regular, moderate practice rather than occasional intense effort.',
    'Short, frequent sessions give the nervous system repeated practice at settling.',
    '[p] Practical measures such as resting heart rate and sleep tracking can show your own progress objectively.',
    '[p] Health professionals increasingly recommend mind-body practices alongside conventional care, not instead of it.',
  ],
  [
    'If you live with a medical condition, speak with your doctor about how {kw} can complement your care.',
    'Most approaches can be adapted, and knowing your history helps the person guiding you do that well.',
    'Our approach to {kw} at {business} draws on both the evidence and the traditions behind it.',
  ],
  [
    'Not every claim you read about {kw} stands up to scrutiny.',
    'Be wary of promises of instant fixes or results that sound too good to be true.',
    'The well-supported benefits are quieter: better rest, less tension and a steadier response to stress.',
    'They are also the ones that tend to last.',
  ],
  [
    'Sleep research offers one of the clearest links.',
    'A calmer nervous system in the evening makes it easier to fall asleep and stay asleep.',
    "Better sleep in turn supports mood, appetite and the body's repair work.",
    'It is a cycle that works in both directions.',
  ],
  [
    'Touch and movement have measurable effects too.',
    'Gentle pressure and steady movement can lower heart rate and ease muscle tension.',
    'Many people feel that shift as warmth, heaviness or a sense of letting go.',
  ],
  [
    'The brain changes with repeated practice, just as muscles do.',
    'Attention, like strength, improves when it is trained a little at a time.',
    'That is why regular short sessions tend to bring more benefit than rare long ones.',
  ],
  [
    'Research can describe averages, but you are not an average.',
    'Your history, your body and your week all shape how you respond.',
    'Treat the evidence as a guide and your own experience as the final word.',
    '[p] Noting a few simple measures over a month turns that experience into something you can see.',
  ],
];
