import type { Theme } from '../../../shared/themes/theme.ts';
import { WHY_PARAGRAPHS, BENEFITS_PARAGRAPHS } from './why-benefits-paragraphs.ts';

export const WHY_THEME: Theme = {
  key: 'why',
  headings: ['Why {kw} Matters', 'What Makes {kw} So Valuable', 'The Real Reason to Explore {kw}', 'Why {kw} Is Worth Your Time', 'What {kw} Can Change in an Ordinary Week'],
  sentences: [
    'Modern life asks a lot of us, and {kw} can give back some of the energy that busy weeks take away.',
    'For {audience}, the pressure to keep going rarely lets up, which is exactly why a {adj} counterbalance matters.',
    'Stress that never gets released tends to show up in the body as tension, poor sleep and low mood.',
    '{kw} can offer a simple, repeatable way to step out of the cycle of constant stress.',
    '[s] At its heart, this is a way of coming home to yourself, again and again.',
    '[s] Many traditions see this kind of {practice} as a bridge between body, mind and spirit.',
    '[p] Think of it as maintenance for your body and mind, in the same way you service a car before it breaks down.',
    '[p] The return on a few focused minutes a day can be surprisingly high: better focus, steadier energy and fewer tension headaches.',
    'It is not about adding another demand to your day, but about changing how the rest of the day feels.',
    'Many people start for one reason, such as back pain or restless nights, and find other benefits along the way.',
    'The benefits tend to compound: better rest supports better choices, and better choices support better rest.',
    'Caring for yourself is not selfish: it helps you show up fully for everyone else.',
    'Once you feel the difference, it becomes much easier to protect the time for it.',
    'There is also real value in having one part of the week that belongs only to you.',
  ],
  paragraphs: WHY_PARAGRAPHS,
};

export const BENEFITS_THEME: Theme = {
  key: 'benefits',
  headings: ['The Key Benefits of {kw}', 'How {kw} Supports Body and Mind', 'What You Can Expect From {kw}', 'What {kw} Can Do for Body and Mind', 'The Changes {kw} Can Bring'],
  sentences: [
    'One of the first changes people notice is deeper, more restful sleep.',
    'Regular practice can ease muscle tension, especially in the neck, shoulders and lower back.',
    'Many people notice a calmer response to everyday stress within a few weeks.',
    'Improved focus and mental clarity often follow, which makes work and family life feel more manageable.',
    'Breathing becomes slower and fuller, and that alone can change how the whole day feels.',
    'Digestion, energy levels and mood are closely linked, and {kw} can support all three.',
    '[s] Beyond the physical, there is often a quiet sense of connection and meaning that is hard to put into words.',
    '[s] Many describe feeling more grounded, more present and more at peace with themselves.',
    '[p] Flexibility, posture and balance tend to improve steadily, which helps prevent everyday aches and injuries.',
    '[p] It can also be an efficient way to recover after training, long hours at a desk or a demanding commute.',
    'Emotional resilience grows too: difficult moments still come, but they pass through more easily.',
    'Pairing {kw} with {kw2} can amplify the benefits of both, because each supports the other.',
    'These changes are gradual, but they are also the kind that last.',
    'Perhaps the greatest benefit is {benefit}, built one session at a time.',
  ],
  paragraphs: BENEFITS_PARAGRAPHS,
};
