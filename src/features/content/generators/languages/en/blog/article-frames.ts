// The paragraphs that open and close a blog article: several genuinely different
// introductions and conclusions, one of each chosen per article, so two studios'
// articles do not start or end on the same lines. Slots: see shared/slots.ts.

/** Introductions, each a short paragraph after the hook; the first half serves even takes, the second odd ones. */
export const INTROS: readonly (readonly string[])[] = [
  [
    'In this article, we explore what {kw} really involves, why it matters for {audience}, and how to begin in a way that feels {adj} and sustainable.',
    'We will also share how we approach it at {business}, drawing on our experience with {specialty} and {specialty2}.',
    '[s] Think of what follows as an invitation to slow down and listen to what your body and spirit are asking for.',
    '[p] Expect practical steps, realistic timelines and no jargon.',
  ],
  [
    'Whether you are completely new to {kw} or returning after a break, you will find ideas here you can use this week.',
    'Each section stands on its own, so you can read the part you need today and come back for the rest.',
    'None of it asks for special equipment or hours you do not have.',
  ],
  [
    'There is plenty of advice about {kw}, and not all of it agrees.',
    'Here we set out the parts that matter most for {audience}, in plain language.',
    'Read it once for the big picture, then pick one idea to try.',
  ],
  [
    "Good intentions about {kw} often fade by the second week, and that is nobody's fault.",
    'Usually the plan was too big, or it never had a fixed place in the week.',
    'What follows is about making it small enough to keep.',
  ],
  [
    'People come to {kw} for all sorts of reasons: a sore back, a busy mind, a wish for some time of their own.',
    'Whatever your reason, the basics are the same, and they are simpler than they look.',
    'Below, we walk through them one at a time.',
  ],
  [
    'Most of the {audience} we meet tell us the same thing: they know {kw} would help, but they are not sure where it fits.',
    'This guide keeps things simple and shows how it can fit into an ordinary week.',
    'Along the way, we share what we have seen work for real people at {business}.',
    '[s] Read it slowly, and notice which ideas feel like an invitation rather than a task.',
    '[p] You will find clear steps, honest time estimates and nothing you need to buy.',
  ],
  [
    'This piece is written for {audience} who want something realistic, not a complete overhaul of their lives.',
    'We cover what {kw} can do, what the first weeks tend to feel like and how to keep going once the novelty wears off.',
    'Take whatever feels useful now and leave the rest for later.',
  ],
  [
    'At {business}, the questions we hear about {kw} are often surprisingly practical.',
    'How often is enough, what should a first session feel like, and what if progress seems slow?',
    'This article answers them as honestly as we can.',
  ],
  [
    'You do not need to be flexible, calm or especially fit to benefit from {kw}.',
    'What helps far more is knowing what to expect and starting at a pace that suits you.',
    'That is what this guide is for.',
  ],
  [
    'If {kw} has been on your list for a while, this is a good place to start.',
    'We explain the benefits without overselling them and share the small habits that make the difference for {audience}.',
    'Take your time with it; there is no test at the end.',
  ],
];

/** Conclusions, each a short closing paragraph before the call to action; halves as for the introductions. */
export const CONCLUSIONS: readonly (readonly string[])[] = [
  [
    '{kw} is not a quick fix, but it can be one of the kindest and most effective habits you ever build.',
    'Start small, stay curious and let the benefits unfold {pace}.',
    '[p] Pick one idea from this article, put it in your calendar and review how you feel in a month.',
    '[s] Trust that each moment of practice is planting seeds of {benefit}.',
  ],
  [
    'Every experienced practitioner was once a beginner, unsure where to start.',
    'The only real difference is that they kept coming back.',
    'Missing a day is normal; returning is what builds the habit.',
  ],
  [
    'For {audience}, the hardest part is rarely the session itself; it is making room for it.',
    'Protect that room for a month and see what it gives back.',
    'A plan that fits a real week will carry you further than a perfect one.',
  ],
  [
    'What feels awkward now usually feels familiar within a month.',
    'Bring your questions to your next session, because the person guiding you can tailor the details.',
    'Keep the next step small enough that you can take it today.',
  ],
  [
    'There is no perfect moment to begin, only a good enough one.',
    'For most {audience}, that moment is closer than it seems.',
    'Start with something small and let the rest follow.',
  ],
  [
    'Real change tends to be quiet.',
    'You sleep a little better, you snap a little less, and one day you notice the difference.',
    'That is what a steady habit of {kw} can offer.',
  ],
  [
    'If you take only one thing from this guide, let it be this: a little {kw}, done often, can do more than a lot done rarely.',
    'Choose the idea that felt easiest and try it three times this week.',
    'Notice what changes, however small.',
  ],
  [
    'The most important session is simply the next one.',
    'Let the first few weeks be about learning, not about results.',
    '[p] Choose a regular time slot, because routine makes progress easier to see.',
    '[s] Be patient with yourself, and let the practice meet you where you are.',
  ],
  [
    'Progress with {kw} rarely looks dramatic from the inside, yet it adds up.',
    'Give it a month before you judge what it is doing for you.',
    '[p] Set a reminder for four weeks from now and compare how you feel.',
    '[s] Come back to it whenever you need a softer pace.',
  ],
  [
    'None of this needs to happen at once.',
    'Choose one change, give it a fair trial and build from there.',
    'The habit matters more than any single session, so protect it.',
  ],
  [
    'Looking after yourself is a skill, and like any skill it grows with use.',
    'Some weeks will flow and others will not; both count.',
    'What matters is keeping a thread of it running through your life.',
  ],
  [
    'We hope this guide has made {kw} feel a little more approachable.',
    'Go back to the section that spoke to you most and start there.',
    '[p] Write down one measure of progress and check it each week.',
    '[s] Let your practice be a place you return to, not a test you have to pass.',
  ],
];
