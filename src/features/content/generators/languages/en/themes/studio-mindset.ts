import type { Theme } from '../../../shared/themes/theme.ts';

export const STUDIO_THEME: Theme = {
  key: 'studio',
  headings: ['How {business} Can Support You', 'Exploring {kw} With Us', 'Our Approach to {kw}'],
  sentences: [
    'At {business}, our {service} and {service2} are built around real people with real schedules.',
    'Our teachers draw on {specialty} and {specialty2} to tailor each session to the person in front of them.',
    'We take time to give everyone personal attention and clear guidance.',
    'If it helps, tell us about your goals and health history before your first session.',
    'Whenever you join us, you will find a warm welcome and a space free of judgement.',
    'We would love to help {kw} fit around your life, not the other way round.',
    '[s] We hope our space feels like a place to soften and reconnect.',
    '[s] We hold each session with intention, care and deep respect for the traditions we teach.',
    '[p] If you have a question about booking, just ask; we will keep it simple.',
    '[p] Ask us which option suits your week and your budget; we are happy to help you choose.',
    'We design every programme with {audience} in mind, from first visit to lasting habit.',
    'You are welcome to ask questions before, during and after every session.',
    'People who practise together tend to cheer each other on.',
    'Whatever your starting point, there is a place for you here.',
  ],
};

export const MINDSET_THEME: Theme = {
  key: 'mindset',
  headings: ['The Mind-Body Connection in {kw}', 'Finding Balance Through {kw}', 'The Inner Side of {kw}'],
  sentences: [
    'What happens in the mind shows up in the body, and the reverse is just as true.',
    'Paying attention to sensations, breath and thoughts builds a kind of inner awareness that carries into daily life.',
    'This awareness helps you notice stress earlier, before it turns into exhaustion.',
    'Self-compassion is a skill, and every session is an opportunity to practise it.',
    'Letting go of perfection makes room for curiosity, and curiosity keeps you coming back.',
    'Over time, many people find they react less and respond more.',
    '[s] There is a stillness beneath the busy surface of the mind, and {kw} can help you find it.',
    '[s] Each breath can become a small meditation, a reminder that this moment is enough.',
    '[p] A clearer mind makes better decisions, whether at work, at home or at the dinner table.',
    '[p] Learning to switch off on purpose is one of the most useful skills a busy adult can develop.',
    'Balance does not mean everything is calm; it means you can find your centre when it is not.',
    'Gratitude, rest and movement each play their part in that balance.',
    'Pairing {kw} with a few minutes of {kw2} can deepen your sense of connection.',
    'The goal is not a different you, but a more present and settled version of yourself.',
  ],
};
