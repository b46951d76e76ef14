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
    'Before bed, try a short body scan.',
    'Lie down and bring your attention slowly from your toes to the top of your head.',
    'Wherever you notice tension, breathe into it and let it soften.',
    'There is no need to finish; many people fall asleep before they reach their shoulders.',
  ],
  [
    'Home sessions work best with a clear beginning and end.',
    'Choose a small ritual to mark the start, like unrolling a mat or opening a window.',
    'Choose another to close, like a glass of water or a few quiet breaths.',
    'Those markers tell the mind this time is different from the rest of the day.',
  ],
  [
    'Weekends offer room for something a little longer.',
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
    'Wellbeing is not a destination but a way of travelling through life.',
    'It is worth remembering that small, daily choices shape how we feel far more than occasional grand gestures.',
  ],
  [
    'Rest, nourishment, movement and connection are the four pillars we return to again and again.',
    'When one of them slips, the others have to work harder.',
  ],
  [
    'Seasonal shifts affect energy and mood, so it helps to adapt your routine through the year.',
    'What suits a bright June morning may not suit a dark January one.',
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
    'A little structure combined with a lot of kindness is the recipe we recommend most often.',
    'Structure keeps you going; kindness keeps you coming back.',
  ],
];
