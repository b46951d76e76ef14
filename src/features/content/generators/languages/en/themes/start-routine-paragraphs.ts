// Whole paragraphs for the start and routine themes, each one angle that reads in
// order; a blog section draws a few by its seed. A start paragraph reads as an
// opening line and then steps. Slots: see shared/slots.ts.

export const START_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Start small: ten minutes, two or three times a week, is plenty at the beginning.',
    'Choose a time that already has some space in it, such as early morning or just before bed.',
    'Wear something comfortable and find a quiet corner where you will not be interrupted.',
    'Give yourself a fair trial of four to six weeks before deciding what works for you.',
  ],
  [
    'A guided session is the easiest way to learn the foundations safely.',
    'If you have an injury or a health condition, mention it before you begin so the session can be adapted.',
    'Ask whatever you like; a good practitioner would rather answer a question than guess.',
    'Afterwards, notice how you feel for the rest of the day.',
    '[s] Let that first session be a quiet ritual of arriving, with no need to prove anything.',
    '[p] Put the next session in your calendar before you leave, while the good feeling is fresh.',
  ],
  [
    'Questions about {kw} are welcome at any stage, and the first ones are often the most useful.',
    'Write down what puzzles you as it comes up.',
    'Bring the list along and ask before or after a session.',
    'A clear answer early saves weeks of guessing later.',
  ],
  [
    'It helps to know what a first session is usually like.',
    'There is often a short conversation about how you are and what you would like from it.',
    'The pace is set for you, not for the person next to you.',
    'It is normal to feel a little awkward at first; that feeling fades faster than you expect.',
  ],
  [
    'Before you begin, decide what you would like from {kw} in the next month.',
    'Better sleep, a looser back or a calmer mind are all good reasons.',
    'Write it down somewhere you will see it.',
    'In a month, read it again and notice what has shifted.',
  ],
  [
    'Set a simple intention for each session, even if it is only to breathe a little more slowly.',
    '[s] Begin with a moment of stillness and gratitude; it sets the tone for everything that follows.',
    '[s] Let your first sessions be about listening rather than achieving.',
    '[p] Put your sessions in your calendar like any other appointment, and treat them with the same respect.',
    '[p] Keep a short note after each session about energy, sleep and mood; patterns appear within a few weeks.',
    'Most importantly, move {pace} and let curiosity lead the way.',
  ],
  [
    'For {audience}, the first step is often simply finding a slot that will not be taken over.',
    'Look at last week and spot one gap that could have held a session.',
    'Book that gap for next week, before anything else can claim it.',
    'Then do the same again the week after.',
    '[p] A recurring calendar entry turns that slot into part of your routine.',
  ],
  [
    'You do not need much to get going with {kw}.',
    'Loose clothing, a glass of water and an open mind cover most of it.',
    'Anything else can wait until you know what you enjoy.',
    'Spending money before the habit exists rarely helps the habit form.',
  ],
  [
    'The first week is mostly about getting to know the basics.',
    'Learn how a session is put together and what each part is for.',
    'Notice which parts you enjoy and which feel difficult.',
    'Mention both, so the next session can be shaped around them.',
  ],
  [
    'It is easy to overthink the beginning.',
    'You may wonder about the style, the time of day, the teacher and the kit.',
    'Most of those questions answer themselves after two or three sessions.',
    'The best choice at the start is simply the one you can keep.',
  ],
  [
    'A little reading about {kw} goes a long way before the first session.',
    'It helps you know what to expect and what to ask.',
    'Keep it light, though; the real learning happens once you begin.',
    'One good conversation with a teacher is worth a shelf of articles.',
  ],
  [
    'If you are returning after a long break, treat yourself as a beginner again.',
    'Your body remembers more than you think, but it needs time to catch up.',
    'Start with shorter, easier sessions and let confidence rebuild.',
    'Within a few weeks, the old familiarity usually comes back.',
  ],
  [
    'The first month of learning about {kw} is a time for curiosity, not results.',
    'Try a few different times of day and notice which suits you.',
    'Keep sessions short while you learn the basics.',
    'Results tend to follow once the habit is in place.',
  ],
  [
    'Starting alongside someone else can make the first steps easier.',
    'Ask a friend, a partner or a colleague to begin with you.',
    'Agree on a day and keep it for a month.',
    'You will each be the reason the other turns up.',
  ],
  [
    'Choosing where to start matters less than starting.',
    'Try one session, then another, and let your preferences show themselves.',
    'Notice which times of day suit you and which kinds of session leave you feeling best.',
    'Build the next month around what you learn.',
  ],
  [
    'Expect the first few sessions to feel new rather than relaxing.',
    'You are learning where to put your attention, how to breathe and what is asked of you.',
    'Once those basics are familiar, the deeper benefits have room to arrive.',
  ],
];

export const ROUTINE_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Habits stick when they are linked to something you already do, like your morning coffee or your evening shower.',
    'The familiar moment becomes the cue, and the new habit rides along with it.',
    'After a few weeks, skipping it feels stranger than doing it.',
    '[s] The familiar moment becomes a small ritual, a doorway into stillness.',
    '[p] Track the first month and you will see the routine settle into place.',
  ],
  [
    'What works for {kw} one month may need adjusting the next.',
    'Seasons change, schedules shift and energy rises and falls.',
    'Check in with your routine every few weeks and adjust it without guilt.',
    'A routine that bends is one that lasts.',
  ],
  [
    'A short, regular session beats an ambitious plan that only survives a week.',
    'On busy days, a shorter version still counts; what matters is keeping the thread unbroken.',
    'Missing a day is not failure; returning the next day is the real skill.',
    '[s] Each return is a homecoming rather than a restart.',
    '[p] A simple weekly schedule makes those returns easy to plan.',
  ],
  [
    'Preparing your space the night before removes one more excuse in the morning.',
    'Lay out what you need, clear a little floor space and decide on the time.',
    'When the moment comes, there is nothing left to decide, only to begin.',
  ],
  [
    'A routine for {kw} does not need to be long to be worth keeping.',
    'Two or three short sessions a week, on the same days, are enough to build on.',
    'Keep the first minute the same each time, so starting takes no decision.',
    'The rest can change as much as you like.',
  ],
  [
    'Joining a group adds gentle accountability and a sense of belonging.',
    'People who practise together tend to keep going, partly because they notice when someone is missing.',
    'A familiar face can be the reason you turn up on a grey Tuesday evening.',
  ],
  [
    'Notice how you feel after each session, because that feeling is what brings you back.',
    'Motivation fades, but the memory of feeling better is surprisingly persuasive.',
    '[p] Use a simple tracker or a habit app, and aim for streaks rather than perfection.',
    '[s] Treat the time as a ritual: light a candle, open a window, or simply pause before you begin.',
  ],
  [
    'With {kw}, a steady rhythm matters more than any single session.',
    'Lay out what you need the night before.',
    'Keep the same start time for a few weeks, until it stops needing thought.',
    'Count the sessions you keep, not the ones you miss.',
  ],
  [
    'Routines need a review now and then, just like any other plan.',
    'Seasonal changes are a good moment to adjust yours to your energy.',
    'Darker months may call for shorter, warmer sessions; brighter ones for a little more.',
    'A {adj} rhythm you enjoy will always outlast a strict plan you dread.',
  ],
  [
    'For {audience}, the week rarely goes to plan, so the routine has to bend without breaking.',
    'Have a full version and a ten-minute version ready.',
    'On the hard weeks, the short one keeps the habit alive until things ease.',
    '[p] Plan the week ahead on Sunday and block two or three sessions before other commitments fill the gaps.',
  ],
  [
    'Variety keeps a {practice} routine from going stale.',
    'Adding some {kw2} on other days can keep things fresh and interesting.',
    '[s] Over time, the {practice} becomes less something you do and more a part of who you are.',
    '[p] Alternate a longer session with a shorter one so the week keeps its balance.',
  ],
  [
    'The time of day matters less than keeping it the same.',
    'A fixed slot turns a decision into a default.',
    'Once it is a default, it takes far less willpower to keep.',
  ],
  [
    'Holidays, illness and busy seasons will interrupt any routine.',
    'Plan for them rather than hoping they will not come.',
    'Decide in advance what the smallest version of your habit looks like, and keep that going.',
    'Returning to the full version afterwards is then a small step, not a fresh start.',
  ],
  [
    'Progress with {kw} is rarely a straight line.',
    'Some weeks will feel easy and others will not, and both are part of it.',
    'What counts is coming back after the quieter weeks.',
    'A short note of how each week went makes the pattern easier to see.',
  ],
  [
    'A simple plan for {kw} fits on a sticky note.',
    'Write down the days, the times and the length of each session.',
    'Stick it where you will see it every morning.',
    'Cross off each session as you go; the row of marks becomes its own reason to continue.',
  ],
  [
    'For many {audience}, mornings are the only time that reliably stays their own.',
    'Evenings tend to fill with work that ran late and plans that changed.',
    'If that sounds familiar, try moving your sessions earlier for a month.',
  ],
  [
    'It helps to measure the habit, not the outcome.',
    'Count the sessions you kept rather than how you looked or what you achieved.',
    'Outcomes follow a kept habit, while a broken habit stops them altogether.',
    '[s] Honour each session you keep, however short, as a promise made good.',
  ],
  [
    'A routine is easier to keep when it is easy to start.',
    'Remove every small obstacle you can: the kit, the travel, the decision about when.',
    'The fewer choices left on the day, the more likely you are to go.',
  ],
  [
    'Some weeks you will feel like skipping, and that is normal.',
    'On those days, agree with yourself to do just five minutes.',
    'More often than not, five minutes turns into the whole session.',
  ],
];
