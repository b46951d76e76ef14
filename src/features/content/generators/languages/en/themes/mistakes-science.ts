import type { Theme } from '../../../shared/themes/theme.ts';
import { MISTAKES_PARAGRAPHS, SCIENCE_PARAGRAPHS } from './mistakes-science-paragraphs.ts';

export const MISTAKES_THEME: Theme = {
  key: 'mistakes',
  headings: ['Common {kw} Mistakes to Avoid', 'Myths About {kw}, Gently Corrected', 'What Holds People Back With {kw}', 'What to Avoid When You Start {kw}', 'Easy {kw} Mistakes and How to Fix Them'],
  sentences: [
    'The most common mistake is doing too much too soon and then giving up when the body protests.',
    'Another is comparing yourself with others in the room or on social media.',
    'Many people believe they need to be flexible, calm or fit before they start, when the opposite is true.',
    'Holding the breath during effort is a habit worth unlearning; steady breathing keeps the body safe.',
    'Skipping rest and recovery can undo much of the good work, so build them into your plan.',
    'Pain is a signal, not a challenge to push through; discomfort and pain are not the same thing.',
    '[s] Chasing a particular experience can get in the way; the deepest moments tend to arrive when we stop grasping.',
    '[s] Some people treat it as a performance, forgetting that the {practice} is an offering to yourself.',
    '[p] Following random online videos without feedback can reinforce poor alignment and habits.',
    '[p] Expecting instant results leads to frustration; measurable change usually takes four to eight weeks.',
    'It is also a myth that {kw} is only for a certain age, body type or lifestyle.',
    'Waiting for the perfect moment to begin is perhaps the biggest trap of all.',
    'A teacher can spot these patterns early and help you correct them kindly.',
    'Mistakes are part of learning, and every one of them teaches you something about yourself.',
  ],
  paragraphs: MISTAKES_PARAGRAPHS,
};

export const SCIENCE_THEME: Theme = {
  key: 'science',
  headings: ['What Research and Tradition Say About {kw}', 'The Science Behind {kw}', 'Ancient Wisdom, Modern Evidence', 'What the Evidence Says About {kw}', 'How {kw} Works in the Body'],
  sentences: [
    'Researchers have studied mind-body practices for decades, and the findings continue to be encouraging.',
    'Slow, deliberate breathing stimulates the vagus nerve, which helps the body shift into a calmer state.',
    'Studies have linked regular practice with lower cortisol levels, a marker of physical stress.',
    'Sleep quality, blood pressure and mood are among the outcomes most often reported to improve.',
    'Traditional systems such as Ayurveda and Chinese medicine described many of these effects long before modern tools could measure them.',
    'Of course, research has limits, and individual experience always matters.',
    '[s] Traditional teachings describe this as balancing the flow of energy, or prana, through the body.',
    '[s] Ancient teachers understood that the mind and the breath move together, and that calming one calms the other.',
    '[p] Practical measures such as resting heart rate and sleep tracking can show your own progress objectively.',
    '[p] Health professionals increasingly recommend mind-body practices alongside conventional care, not instead of it.',
    'The combination of movement, breath and attention appears to be more powerful than any one of them alone.',
    'Our approach to {kw} at {business} draws on both the evidence and the traditions behind it.',
    'Where research and tradition agree, we can practise with real confidence.',
    'If you live with a medical condition, speak with your doctor about how {kw} can complement your care.',
  ],
  paragraphs: SCIENCE_PARAGRAPHS,
};
