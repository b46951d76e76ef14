import type { Theme } from '../../../shared/themes/theme.ts';
import { START_PARAGRAPHS, ROUTINE_PARAGRAPHS } from './start-routine-paragraphs.ts';

export const START_THEME: Theme = {
  key: 'start',
  headings: ['Getting Started With {kw}', 'Your First Steps Into {kw}', 'How to Begin With {kw}', 'A Simple Way Into {kw}', 'Your First Weeks of {kw}'],
  sentences: [
    'Start small: ten minutes, two or three times a week, is plenty at the beginning.',
    'Choose a time that already has some space in it, such as early morning or just before bed.',
    'Wear something comfortable and find a quiet corner where you will not be interrupted.',
    'A guided session with a teacher is the easiest way to learn the foundations safely.',
    'If you have an injury or a health condition, mention it before you begin so the session can be adapted.',
    'Set a simple intention for each session, even if it is only to breathe a little more slowly.',
    '[s] Begin with a moment of stillness and gratitude; it sets the tone for everything that follows.',
    '[s] Let your first sessions be about listening rather than achieving.',
    '[p] Put your sessions in your calendar like any other appointment, and treat them with the same respect.',
    '[p] Keep a short note after each session about energy, sleep and mood; patterns appear within a few weeks.',
    'A good teacher adapts each session to the person in front of them, so nobody is left behind.',
    'It is normal to feel a little awkward at first; that feeling fades faster than you expect.',
    'Give yourself a fair trial of four to six weeks before deciding what works for you.',
    'Most importantly, move {pace} and let curiosity lead the way.',
  ],
  paragraphs: START_PARAGRAPHS,
};

export const ROUTINE_THEME: Theme = {
  key: 'routine',
  headings: ['Making {kw} Part of Your Routine', 'Building a Sustainable {kw} Habit', 'How to Keep {kw} Going Week After Week', 'Keeping {kw} in a Busy Week', 'A {kw} Routine That Lasts'],
  sentences: [
    'Habits stick when they are linked to something you already do, like your morning coffee or your evening shower.',
    'A short, regular session beats an ambitious plan that only survives a week.',
    'On busy days, a shorter version still counts; what matters is keeping the thread unbroken.',
    'Preparing your space the night before removes one more excuse in the morning.',
    'Joining a class or a small group adds gentle accountability and a sense of belonging.',
    'Notice how you feel after each session, because that feeling is what brings you back.',
    '[s] Treat the time as a ritual: light a candle, open a window, or simply pause before you begin.',
    '[s] Over time, the {practice} becomes less something you do and more a part of who you are.',
    '[p] Plan the week ahead on Sunday and block two or three sessions before other commitments fill the gaps.',
    '[p] Use a simple tracker or a habit app, and aim for streaks rather than perfection.',
    'Missing a day is not failure; returning the next day is the real skill.',
    'Combining {kw} with {kw2} can keep things fresh and interesting.',
    'Seasonal changes are a good moment to review your routine and adjust it to your energy.',
    'A {adj} rhythm you enjoy will always outlast a strict plan you dread.',
  ],
  paragraphs: ROUTINE_PARAGRAPHS,
};
