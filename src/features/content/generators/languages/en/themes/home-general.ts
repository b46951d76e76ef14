import type { Theme } from '../../../shared/themes/theme.ts';
import { GENERAL_PARAGRAPHS, HOME_PARAGRAPHS } from './home-general-paragraphs.ts';

export const HOME_THEME: Theme = {
  key: 'home',
  headings: ['Simple {kw} Practices to Try at Home', 'Bringing {kw} Into Everyday Life', 'A Short {kw} Ritual for Busy Days', '{kw} at Home, Step by Step', 'Easy Ways to Practise {kw} at Home'],
  sentences: [
    'Begin with three slow breaths, counting four in and six out.',
    'Roll your shoulders, stretch your arms overhead and notice how your body feels today.',
    'Spend five minutes in a comfortable seat, simply following the rhythm of your breath.',
    'Finish with a glass of water and a moment of gratitude for the time you gave yourself.',
    'A warm cup of herbal tea and a quiet window can turn an ordinary evening into a restorative one.',
    'Keep a mat or cushion somewhere visible as a gentle reminder.',
    '[s] Light a candle or an incense stick and let the scent mark the beginning of your {practice}.',
    '[s] Close with a simple intention for the day ahead, spoken quietly or written in a journal.',
    '[p] Set a timer so you can relax fully without checking the clock.',
    '[p] A ten-minute sequence before work is enough to loosen stiffness and sharpen focus.',
    'Switch off notifications for the length of your session; the messages will wait.',
    'On evenings when sleep feels far away, a few minutes of {kw2} can help the body wind down.',
    'If you would like guidance, a class with a teacher can help you build a home practice you trust.',
    'The best home {practice} is the one you will actually do, so keep it {adj} and realistic.',
  ],
  paragraphs: HOME_PARAGRAPHS,
};

/** Used when a section's own theme runs out of sentences. */
export const GENERAL_THEME: Theme = {
  key: 'general',
  headings: ['More About {kw}', 'Living With {kw}', 'A Closer Look at {kw}'],
  sentences: [
    'Everyone arrives with a different story, and that is exactly how it should be.',
    'Wellbeing is not a destination but a way of travelling through life.',
    'The body has a remarkable capacity to rebalance when we give it the right conditions.',
    'Rest, nourishment, movement and connection are the four pillars we return to again and again.',
    'It is worth remembering that small, daily choices shape how we feel far more than occasional grand gestures.',
    'Seasonal shifts affect energy and mood, so it helps to adapt your routine through the year.',
    'Community matters, because people who practise together tend to keep going.',
    'Listening to your body is a skill that improves with every session.',
    'A little structure combined with a lot of kindness is the recipe we recommend most often.',
    '{kw} and {kw2} work well together, each making the other easier.',
    '[s] Every moment of presence is a small homecoming.',
    '[p] Clear goals, realistic plans and regular check-ins keep progress on track.',
    'Whatever brought you here, you have already taken the first step by learning more.',
    'For {audience}, that first step is often the hardest, and the most rewarding.',
    'There is no single right way, only the way that works for you right now.',
    'When in doubt, slow down, breathe and begin again.',
  ],
  paragraphs: GENERAL_PARAGRAPHS,
};
