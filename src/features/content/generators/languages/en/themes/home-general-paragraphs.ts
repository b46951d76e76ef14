// Whole paragraphs for the home and general themes, each one angle that reads in
// order; a blog section draws a few by its seed. A home paragraph reads as an
// opening line and then steps. Slots: see shared/slots.ts.

export const HOME_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Try this short sequence on a quiet evening.',
    'Begin with three slow breaths, counting four in and six out.',
    'Roll your shoulders, stretch your arms overhead and notice how your body feels today.',
    'Spend five minutes in a comfortable seat, simply following the rhythm of your breath.',
    'Finish with a glass of water and a moment of gratitude for the time you gave yourself.',
  ],
  [
    'A home routine for {kw} can be as short as ten minutes.',
    'Choose the same time each day so it becomes automatic.',
    'Keep whatever you need within reach.',
    'Stop while it still feels good, so you look forward to the next time.',
  ],
  [
    'A little preparation makes home sessions far easier to keep.',
    'Keep a mat or cushion somewhere visible as a gentle reminder.',
    'Switch off notifications for the length of your session; the messages will wait.',
    '[p] Set a timer so you can relax fully without checking the clock.',
    '[s] Light a candle or an incense stick and let the scent mark the beginning of your {practice}.',
  ],
  [
    'The best home {practice} is the one you will actually do, so keep it {adj} and realistic.',
    'Ten minutes you enjoy beats an hour you keep postponing.',
    'Pick a spot in your home and give it this one job.',
    'Over time, simply stepping into it will start to settle you.',
    '[s] A candle or a favourite cushion can turn it into a small place of stillness.',
    '[p] Keep a timer and a water bottle there, so nothing stands between you and the routine.',
  ],
  [
    'When it comes to {kw}, what happens at home matters as much as any session.',
    'A few quiet minutes on an ordinary day keep the thread from breaking.',
    'They need no kit and no audience, only a little space and a clock.',
    'Over a month, those minutes add up to more than a single long session.',
  ],
  [
    'Evenings are a natural time for a few quiet minutes.',
    'On evenings when sleep feels far away, a few minutes of {kw2} can help the body wind down.',
    'A warm cup of herbal tea and a quiet window can turn an ordinary evening into a restorative one.',
    'Dim the lights, put the phone in another room and let the day end slowly.',
  ],
  [
    'Mornings suit some people better, before the day makes its demands.',
    '[p] A ten-minute sequence before work is enough to loosen stiffness and sharpen focus.',
    '[s] Close with a simple intention for the day ahead, spoken quietly or written in a journal.',
    'Open a window, stretch towards the light and take a few deep breaths.',
    'Then carry that steadiness into your first task.',
  ],
  [
    'For {audience}, a home routine has to survive interruptions.',
    'Choose moves you can pause and pick up again without losing the thread.',
    'Let the household know this is your time, even if it is only fifteen minutes.',
    'If you would like guidance, a session with a teacher can help you build a home practice you trust.',
  ],
  [
    'Little moments count as much as long sessions.',
    'Roll your neck while the kettle boils.',
    'Take three slow breaths before you open your laptop.',
    'Stretch your calves while you brush your teeth, and notice how your body feels afterwards.',
  ],
  [
    'A lunchtime reset can rescue a long day.',
    'Step away from the screen and stand up.',
    'Reach your arms up, fold forward gently and let your head hang for a few breaths.',
    'Come back to your desk a little looser than you left it.',
  ],
  [
    'Home is where most of the quiet work on {kw} happens.',
    'The sessions give you the shape; the days in between fill it in.',
    'Pick one small thing from your last session and repeat it twice this week.',
    'Notice what changes, and bring that back with you next time.',
  ],
  [
    'Before bed, try a short body scan.',
    'Lie down and bring your attention slowly from your toes to the top of your head.',
    'Wherever you notice tension, breathe into it and let it soften.',
    'There is no need to finish; many people fall asleep before they reach their shoulders.',
  ],
  [
    'Between sessions, a little home practice keeps your progress with {kw} going.',
    'Pick one thing you learned and repeat it on two evenings this week.',
    'Keep it short and unhurried.',
    'Bring any questions it raises to your next session.',
  ],
  [
    'Home sessions work best with a clear beginning and end.',
    'Choose a small ritual to mark the start, like unrolling a mat or opening a window.',
    'Choose another to close, like a glass of water or a few quiet breaths.',
    'Those markers tell the mind this time is different from the rest of the day.',
  ],
  [
    'Weekends leave room for something a little longer.',
    'Give yourself thirty unhurried minutes on a Saturday or Sunday morning.',
    'Move slowly, rest between parts and notice how the rest of the day feels.',
    'It is a good way to see what a fuller session can do.',
  ],
];

/** General paragraphs, for a section whose own theme has said what it can. */
export const GENERAL_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Everyone arrives with a different story, and that is exactly how it should be.',
    'There is no single right way, only the way that works for you right now.',
  ],
  [
    'A closer look at {kw} shows how much depends on the small things.',
    'Sleep, food, movement and rest all play their part.',
    'None of them needs to be perfect.',
    'A little attention to each adds up over the weeks.',
  ],
  [
    'Wellbeing is not a destination but a way of travelling through life.',
    'It is worth remembering that small, daily choices shape how we feel far more than occasional grand gestures.',
  ],
  [
    'Rest, nourishment, movement and connection are the four pillars we return to again and again.',
    'When one of them slips, the others have to work harder.',
  ],
  [
    'Advice about {kw} is everywhere, and not all of it agrees.',
    'Start with what is simple, safe and easy to repeat.',
    'Notice how you respond, and let that guide the next step.',
    'When in doubt, ask someone who teaches it for a living.',
  ],
  [
    'Seasonal shifts affect energy and mood, so it helps to adapt your routine through the year.',
    'What suits a bright June morning may not suit a dark January one.',
  ],
  [
    'There is always more to learn about {kw}, however long you have been at it.',
    'A new teacher, a different time of day or a short workshop can each show another side of it.',
    'Try one small change at a time, so you can tell what made the difference.',
    'Keep what helps and let the rest go.',
  ],
  [
    'Listening to your body is a skill that improves with every session.',
    'The signals are quiet at first and grow clearer the more you attend to them.',
  ],
  [
    'Whatever brought you here, you have already taken the first step by learning more.',
    'For {audience}, that first step is often the hardest, and the most rewarding.',
  ],
  [
    'The body has a remarkable capacity to rebalance when we give it the right conditions.',
    'Often the most useful thing we can do is stop getting in its way.',
  ],
  [
    'Most of what matters about {kw} fits into ordinary days.',
    'A few minutes in the morning, a pause at lunch, a slower evening.',
    'None of it needs a special place or a free afternoon.',
    'Small, regular moments carry further than occasional big efforts.',
  ],
  [
    'A little structure combined with a lot of kindness is the recipe we recommend most often.',
    'Structure keeps you going; kindness keeps you coming back.',
  ],
];
