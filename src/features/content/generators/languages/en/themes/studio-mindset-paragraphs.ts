// Whole paragraphs for the studio and mindset themes, each one angle that reads in
// order; a blog section draws a few by its seed (the studio's, two at most).
// Slots: see shared/slots.ts.

export const STUDIO_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'At {business}, our {service} and {service2} are built around real people with real schedules.',
    'We take time to give everyone personal attention and clear guidance.',
    'Whenever you join us, you will find a warm welcome and a space free of judgement.',
  ],
  [
    'Our sessions draw on {specialty} and {specialty2}, adapted to the person in front of us.',
    'If it helps, tell us about your goals and health history before your first visit.',
    'Every session can be adapted, so an off day never means missing out.',
  ],
  [
    'If you are unsure where to begin, tell us a little about your week and we will suggest a starting point.',
    'We are happy to talk through {kw} with you before you book anything.',
    'Any question you have is a good question, and we are glad to answer it.',
  ],
  [
    'We design every programme with {audience} in mind, from first visit to lasting habit.',
    'Our aim is simple: sessions you look forward to and can keep up.',
    'We would rather you go slowly and keep coming than push hard and stop.',
  ],
  [
    'There is no need to arrive with the right kit or the right words; just come as you are.',
    'Whatever your starting point, there is a place for you at {business}.',
    'Coming back after a break is always welcome; we simply start from where you are.',
  ],
  [
    'Tell us what you would like from {kw}, and we will help you find a way to get there.',
    '[p] Ask us which option suits your week and your budget; we are happy to help you choose.',
    '[s] We hold each session with intention, care and deep respect for the traditions we teach.',
    'You are welcome to ask questions before, during and after every session.',
  ],
  [
    'Friends, partners and colleagues are welcome to start together.',
    'People who practise together tend to cheer each other on.',
    '[s] We hope our space feels like a place to soften and reconnect.',
    '[p] If you have a question about booking, just ask; we will keep it simple.',
  ],
  [
    'We would like time at {business} to become a fixed, protected part of your week.',
    'We keep things straightforward, so the time goes on what matters to you.',
    'We would love to help {kw} fit around your life, not the other way round.',
  ],
  [
    'We know that the first visit anywhere new can feel daunting.',
    'At {business}, we keep it relaxed and explain everything as we go.',
    'You can ask to slow down, stop or change something at any point.',
  ],
  [
    'People come to our {service} from very different starting points.',
    'Some come with a clear goal, others simply know they need a change.',
    'Both are good reasons to begin, and we will work with either.',
  ],
  [
    'We care about how you feel when you leave, not just while you are with us.',
    'If something from a session stays with you, good or difficult, tell us next time.',
    'It helps us shape what comes next around you.',
  ],
  [
    'At {business}, {kw} is not a performance and nobody is watching to judge.',
    'What matters is that the session is right for you on the day.',
    'That might mean a softer version, a different focus or simply more rest.',
  ],
  [
    'Our {service} are shaped by what you tell us, not by a fixed script.',
    'If your week has been heavy, we will take that into account.',
    'If you are feeling strong, we can offer a little more challenge.',
  ],
  [
    'Everyone at {business} was new once, and we remember how that felt.',
    'So we explain as we go, check in often and never assume you already know.',
    'You are free to ask the same question twice.',
  ],
  [
    'We see {kw} as something to fit into a full life, not something that takes it over.',
    'That is why we keep our advice realistic and our sessions focused.',
    'You should leave with something you can use the next day.',
  ],
  [
    'Between sessions, we are happy to suggest small things to try at home.',
    'Nothing elaborate, just a few minutes that keep the thread going.',
    'Tell us how they went next time, and we will adjust from there.',
  ],
];

export const MINDSET_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'What happens in the mind shows up in the body, and the reverse is just as true.',
    'A tight jaw, shallow breath or restless legs often tell us we are stressed before we admit it.',
    'Paying attention to those signals is the first step to answering them.',
    '[s] Turning inward, even for a few breaths, is how that listening begins.',
    '[p] A short daily check-in, set as a reminder on your phone, makes the habit easy to track.',
  ],
  [
    'A few months of {kw} are easier to judge from a little distance.',
    'Month to month, most people notice they meet a hard day more calmly.',
    'Keep a few words of notes, and the distance is easy to find.',
  ],
  [
    'Paying attention to sensations, breath and thoughts builds a kind of inner awareness that carries into daily life.',
    'This awareness helps you notice stress earlier, before it turns into exhaustion.',
    'Over time, many people find they react less and respond more.',
    '[s] That inward steadiness is something the soul recognises as home.',
    '[p] It is a skill that makes measurable progress with regular use.',
  ],
  [
    'Self-compassion is a skill, and every session is an opportunity to practise it.',
    'Notice how you speak to yourself when something feels hard.',
    'Would you say the same words to a friend?',
    'Softening that inner voice is often where the real change begins.',
  ],
  [
    'Curiosity is a good companion for {kw}.',
    'Ask what you notice rather than whether you are doing it right.',
    'Each session then becomes a small discovery.',
    'There is always something new to notice.',
  ],
  [
    'Letting go of perfection makes room for curiosity, and curiosity keeps you coming back.',
    'A session that felt clumsy still did its work.',
    'The aim is not a flawless performance but an honest hour with yourself.',
  ],
  [
    'Balance does not mean everything is calm; it means you can find your centre when it is not.',
    'Gratitude, rest and movement each play their part in that balance.',
    '[s] There is a stillness beneath the busy surface of the mind, and {kw} can help you find it.',
    '[p] A clearer mind makes better decisions, whether at work, at home or at the dinner table.',
  ],
  [
    'Expectations shape how {kw} feels.',
    'Expect calm every time, and an ordinary session can feel like failure.',
    'Expect only to show up, and every session counts.',
    'The second way is kinder, and it lasts longer.',
  ],
  [
    'How you think about {kw} shapes how it goes.',
    'Treat it as a kindness to yourself, not another task on the list.',
    'On harder days, a softer version is still worth doing.',
    'That attitude is often what keeps people coming back.',
  ],
  [
    'For {audience}, the mind rarely gets a true pause.',
    'Even rest is often filled with planning, scrolling and replaying the day.',
    '[p] Learning to switch off on purpose is one of the most useful skills a busy adult can develop.',
    '[s] Each breath can become a small meditation, a reminder that this moment is enough.',
  ],
  [
    'Thoughts will wander during a session, and that is not a problem.',
    'Each time you notice and come back, you strengthen the habit of attention.',
    'It is a bit like training a muscle: the returning is the exercise.',
    '[s] Each return to the breath is a small act of intention.',
    '[p] A timer takes away the clock-watching and leaves you free to practise.',
  ],
  [
    'The goal is not a different you, but a more present and settled version of yourself.',
    'Pairing {kw} with a few minutes of quiet reflection can deepen that sense of connection.',
    'Many people find the calm they build in a session lasts a little longer each week.',
  ],
  [
    'Many of us live with a running commentary of judgement.',
    'Too slow, too stiff, not doing it right.',
    'Noticing that voice without obeying it is a quiet kind of freedom.',
    'With time, it tends to grow softer.',
  ],
  [
    'Patience is one of the less obvious things a regular habit teaches.',
    'Progress comes in its own time, and pushing rarely speeds it up.',
    'Learning to wait kindly for your own body carries over into how you wait for everything else.',
  ],
  [
    'Attention is a limited resource, and modern life competes hard for it.',
    'Time spent with {kw} is time when your attention is your own again.',
    'Many {audience} find that alone is worth the effort.',
  ],
  [
    'A quieter mind and {kw} often grow together.',
    'As one settles, the other tends to follow.',
    'Neither needs forcing; both respond to patience.',
    'Notice the small signs, such as an easier breath or a slower pace.',
  ],
  [
    'Calm is not something you either have or lack.',
    'It is a state you can practise returning to, like a path that grows clearer each time you walk it.',
    '[s] With each return, the path home to yourself becomes easier to find.',
    '[p] The more often you practise it, the quicker you can reach it under pressure.',
  ],
  [
    'Kindness towards yourself makes {kw} easier to keep.',
    'Harsh self-talk tends to end good habits early.',
    'Speak to yourself as you would to a friend who is starting out.',
    'It sounds small, and it changes a great deal.',
  ],
  [
    'Attention is the quiet skill behind {kw}.',
    'Each time the mind drifts and you notice, that noticing is the work.',
    'It grows stronger the more often it happens.',
    'Over weeks, it starts to show up in ordinary moments too.',
  ],
  [
    'Kindness towards yourself is not the same as letting yourself off.',
    'It means asking for effort without adding punishment.',
    'People who treat themselves this way tend to keep going far longer.',
  ],
  [
    'Worry often lives in the future and regret in the past.',
    'A session pulls you back into the present, where neither can get much grip.',
    'Even a few minutes there can lower the volume of a busy mind.',
    '[s] Presence is a quiet kind of prayer, whatever words you give it.',
  ],
  [
    'Mood follows movement more often than we expect.',
    'A heavy afternoon can lift after twenty minutes of gentle effort and steady breath.',
    'Knowing that gives you something to reach for on the harder days.',
  ],
];
