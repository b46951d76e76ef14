// Whole paragraphs for the why and benefits themes, each one angle that reads in
// order; a blog section draws a few by its seed. Slots: see shared/slots.ts.

export const WHY_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Modern life asks a lot of us, and {kw} can give back some of the energy that busy weeks take away.',
    'For {audience}, the pressure to keep going rarely lets up, which is exactly why a {adj} counterbalance matters.',
    'It is not about adding another demand to your day, but about changing how the rest of the day feels.',
  ],
  [
    'The case for {kw} is simple: small, regular care costs less than repair.',
    'A few minutes a day rarely feels urgent.',
    'Skipping them for months usually does.',
    'That is the quiet argument for starting now rather than later.',
  ],
  [
    'Stress that never gets released tends to show up in the body as tension, poor sleep and low mood.',
    'Most of us carry it for so long that it starts to feel normal.',
    'A regular session offers a simple, repeatable way to step out of that cycle for a while.',
    'Even a short break from it reminds the body what ease feels like.',
    '[s] In that stillness, something in you remembers how to rest.',
    '[p] Even two short sessions a week, kept on a fixed schedule, can break the pattern.',
  ],
  [
    'Making space for {kw} is a practical choice, not an indulgence.',
    'Rested, steady people look after others better.',
    'They work better and decide better too.',
    'Seen that way, the time pays for itself.',
  ],
  [
    'Many people start for one reason, such as back pain or restless nights, and find other benefits along the way.',
    'Someone who came for their shoulders notices they are sleeping better.',
    'Someone who wanted calm finds they have more patience at home.',
    'The reasons to continue are often different from the reasons to begin.',
    '[s] Many people find a quieter, more spiritual reason waiting underneath the first one.',
    '[p] Tracking more than one outcome helps you see the whole picture of your progress.',
  ],
  [
    'Caring for yourself is not selfish: it helps you show up fully for everyone else.',
    'Parents, carers and anyone in a demanding job know how quickly the reserves run low.',
    'A regular hour to refill them is upkeep, not a luxury.',
    '[s] At its heart, this is a way of coming home to yourself, again and again.',
  ],
  [
    'There is real value in having one part of the week that belongs only to you.',
    'No emails, no errands, nobody asking for anything.',
    'For many {audience}, that hour becomes the fixed point the rest of the week is arranged around.',
    'Once you feel the difference, it becomes much easier to protect the time for it.',
  ],
  [
    'Many people put off looking into {kw} until life is calmer.',
    'Life rarely gets calmer on its own.',
    'Starting in the middle of a busy season is often what makes the season easier.',
    'There is no better moment waiting further down the calendar.',
  ],
  [
    'The benefits tend to compound: better rest supports better choices, and better choices support better rest.',
    'That is why small, steady efforts often outperform bursts of enthusiasm.',
    '[p] Think of it as maintenance for your body and mind, in the same way you service a car before it breaks down.',
    '[s] Many traditions see this kind of {practice} as a bridge between body, mind and spirit.',
  ],
  [
    'Plenty of us only pay attention to our health once something goes wrong.',
    '{kw} works the other way round, building strength, ease and awareness before they are needed.',
    'It is easier to stay well than to get well again.',
    '[p] The return on a few focused minutes a day can be surprisingly high: better focus, steadier energy and fewer tension headaches.',
  ],
  [
    'Part of the appeal is how little it asks of you to begin.',
    'There is no test to pass and no level you need to reach first.',
    'You arrive as you are, and the session meets you there.',
    'For {audience} with little spare time, that low threshold makes all the difference.',
  ],
  [
    'We spend much of the day in our heads, reacting to screens, plans and other people.',
    '{kw} brings attention back to the body, where it can settle.',
    'That shift is small, but it changes how the next few hours feel.',
    'Over months, it can change how you relate to stress altogether.',
  ],
  [
    'Ask people why {kw} matters to them and the answers vary widely.',
    'Some talk about sleep, some about focus, some about simply feeling better in their body.',
    'Very few talk about doing it perfectly.',
    'The reasons are personal, and that is what makes them last.',
  ],
  [
    'A good reason to look into {kw} is simply curiosity.',
    'Not every choice needs a problem to solve.',
    'Wanting to feel a little better is reason enough.',
    'The rest tends to follow once you begin.',
  ],
  [
    'Few of us would skip servicing a boiler for years and expect it to keep working.',
    'Yet that is how many {audience} treat their own energy.',
    'Regular time for {kw} is a way of topping up before the tank runs dry.',
  ],
  [
    'Sometimes the reason to begin is simply that something has to change.',
    'Sleep has slipped, the shoulders ache by Wednesday, and the weekend never quite restores you.',
    'Those are signals worth listening to, not weaknesses to hide.',
    'A steady habit of care is one of the kindest responses to them.',
  ],
  [
    'It can help to think about what you want more of, rather than what you want to fix.',
    'More calm in the mornings, more patience in the evenings, more ease in your own body.',
    'Framed that way, {kw} becomes something you move towards rather than a chore.',
  ],
  [
    'Looking after your wellbeing also shapes how you age.',
    'Strength, balance and a settled nervous system are easier to keep than to rebuild.',
    'The habits you start now are gifts to the person you will be in twenty years.',
    '[s] Each session is a small act of respect for the body that carries you.',
  ],
  [
    'A good reason to start is that the alternative rarely improves on its own.',
    'Tension that builds over a year does not disappear on holiday.',
    'Small, regular care is what lets the body reset before strain becomes a habit.',
  ],
  [
    'Time given to {kw} is rarely time lost.',
    'It tends to come back as steadier energy and a clearer head.',
    'That makes the rest of the week easier, not harder.',
    'Few habits pay back so quickly.',
  ],
  [
    '{kw} also gives you a way of noticing how you are.',
    'Busy weeks blur together until something forces us to stop.',
    'A regular session is a chance to check in before that happens.',
    '[s] It is a moment to ask, honestly, what your body and spirit need today.',
  ],
  [
    'It is worth asking what your week would look like with a little more ease in it.',
    'For {audience}, the answer is often the same: more patience, better sleep and fewer bad days.',
    'Those are modest hopes, and they are well within reach.',
  ],
];

export const BENEFITS_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'One of the first changes people notice is deeper, more restful sleep.',
    'A calmer evening makes it easier to fall asleep, and better nights make the days more manageable.',
    'Energy tends to follow, often within the first few weeks.',
    '[s] A short evening ritual of breath and stillness can be where that change begins.',
    '[p] Track your sleep for a month and the progress becomes easy to see.',
  ],
  [
    'Regular practice can ease muscle tension, especially in the neck, shoulders and lower back.',
    'These are the places where long days at a desk or on your feet tend to settle.',
    '[p] Flexibility, posture and balance tend to improve steadily, which helps prevent everyday aches and injuries.',
    '[s] As the body softens, it often feels as though the mind loosens its grip too.',
  ],
  [
    'Not every benefit linked to {kw} shows up on a chart.',
    'Sleep, energy and mood are simple to track in a notebook.',
    'Patience, perspective and a kinder inner voice are harder to count.',
    'Both kinds matter, and they tend to grow together.',
  ],
  [
    'Many people notice a calmer response to everyday stress within a few weeks.',
    'The traffic, the inbox and the late train are still there, but they land differently.',
    'Emotional resilience grows too: difficult moments still come, but they pass through more easily.',
  ],
  [
    'What people notice first with {kw} is often how it spreads into the rest of the day.',
    'A calmer morning tends to make a calmer commute.',
    'A looser body tends to sit and sleep more easily.',
    'Small changes in one place make room for changes in another.',
  ],
  [
    'Improved focus and mental clarity often follow, which makes work and family life feel more manageable.',
    'A rested mind wanders less and returns more quickly when it does.',
    'For {audience}, that clarity can be the benefit they value most.',
    '[s] It is the clarity of a mind that has found a little stillness.',
    '[p] It shows up in measurable ways: fewer mistakes, quicker decisions and better use of time.',
  ],
  [
    'Breathing becomes slower and fuller, and that alone can change how the whole day feels.',
    'Most of us breathe high in the chest when we are busy or worried.',
    'Learning to breathe low and slow gives you a tool you can use anywhere, from a meeting to a traffic jam.',
  ],
  [
    'Digestion, energy levels and mood are closely linked, and {kw} can support all three.',
    'When the body spends less time on high alert, it has more resources for repair.',
    '[p] It can also be an efficient way to recover after training, long hours at a desk or a demanding commute.',
    '[s] Beyond the physical, there is often a quiet sense of connection and meaning that is hard to put into words.',
  ],
  [
    'With {kw}, the changes tend to build quietly rather than arrive all at once.',
    'The first ones are often small: an easier evening, a steadier morning.',
    'They are easy to miss unless you look for them.',
    'Looking back after a month usually shows more than any single day.',
  ],
  [
    'Some benefits are easy to measure, such as sleep, mobility or resting heart rate.',
    'Others are harder to pin down but just as real: a lighter mood, more patience, a sense of being at home in your body.',
    'Both kinds matter, and both tend to grow together.',
  ],
  [
    'The good that comes from {kw} is rarely dramatic.',
    'It looks like a shoulder that no longer aches, or an evening that ends more gently.',
    'Those small changes are easy to take for granted.',
    'Noticing them is part of what keeps a habit going.',
  ],
  [
    'These changes are gradual, but they are also the kind that last.',
    'Because they come from a habit rather than a quick fix, they do not vanish when the habit becomes ordinary.',
    'Perhaps the greatest benefit is {benefit}, built one session at a time.',
  ],
  [
    'People often say they feel more like themselves after a few weeks.',
    '[s] Many describe feeling more grounded, more present and more at peace.',
    '[p] In practical terms, that tends to mean fewer bad days and quicker recovery from the ones that still come.',
    'It is a benefit that is hard to chart, yet easy to notice.',
  ],
  [
    'The body often answers first.',
    'Shoulders drop a little, the jaw unclenches, and the breath finds a slower rhythm.',
    'Those small physical shifts are usually the first sign that something is working.',
  ],
  [
    'For {audience}, one of the most welcome changes is having more left at the end of the day.',
    'Less tension means less energy spent simply holding yourself together.',
    'That spare energy tends to go back into work, family and the things you enjoy.',
  ],
  [
    'Interest in {kw} often starts with one reason and grows to include others.',
    'A sore back or a restless night is a common first reason.',
    'A calmer week and a clearer head are common second ones.',
    'It is worth noticing which reasons are yours.',
  ],
  [
    'Confidence can grow in quiet ways too.',
    'As you learn what your body can do and what it needs, you trust it more.',
    'That trust shows up in how you move, how you rest and how you speak up for yourself.',
  ],
  [
    'Over a season, {kw} can change more than people expect.',
    'Energy tends to steady, sleep often deepens and moods even out.',
    'None of it happens overnight.',
    'All of it is easier to see when you look back.',
  ],
  [
    'Not every benefit arrives on schedule.',
    'Some people sleep better in the first week; others notice little until the second month.',
    'Both are normal, and the second group often finds the change runs deeper.',
    '[p] A few notes on sleep, energy and mood make it easier to see what is shifting.',
  ],
  [
    'Better posture is a quiet benefit that adds up over time.',
    'As the muscles that hold you upright grow stronger and looser, everyday movement costs less effort.',
    'Many people find that carrying bags, climbing stairs or sitting for long hours becomes easier.',
  ],
  [
    'There is a social benefit too.',
    'Sharing a room, or even just a regular time, with others who care about their wellbeing is encouraging.',
    'It is easier to keep a healthy habit when you are not keeping it alone.',
  ],
  [
    'Calmer evenings often lead to calmer mornings.',
    'When the day ends without a rush, sleep comes more easily and you wake with more in reserve.',
    'For {audience}, that single change can reshape the whole week.',
  ],
];
