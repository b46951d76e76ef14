// The text tools use what the user typed as a writer would: each test is a
// failure a marketer trying the tools for a yoga studio actually saw.

import { describe, expect, it } from 'vitest';
import { generate } from './all-tools.fixture.ts';
import { YOGA_INPUTS } from './generate.fixture.ts';
import { REPLY_WORDS } from './languages/en/communication/reply-words.ts';
import { MAX_HEADLINE } from './shared/headline.ts';
import { STUDIO } from './shared/studio-context.fixture.ts';

const LONG_AUDIENCE =
  'busy professionals who want to reduce stress and sleep better after long days at the office and who have never tried yoga before';

describe('headlines', () => {
  it('never paste a keyword with its place glued on, nor drop an article', () => {
    const h1 = generate('website-h1', { ...YOGA_INPUTS['website-h1'], keywords: ['beginner yoga course', 'yin yoga Port Louis'] }, STUDIO);
    const titles = generate('blog-titles', YOGA_INPUTS['blog-titles'], STUDIO);
    for (const line of [...h1, ...titles]) {
      expect(line).not.toMatch(/Yin Yoga Port Louis|Through Beginner Yoga Course|for Beginner Yoga Course/);
    }
    expect([...h1, ...titles].some((line) => /Yin Yoga in Port Louis|a Beginner Yoga Course/i.test(line))).toBe(true);
  });

  it('stay within 70 characters, even with a 20-word audience', () => {
    const h1 = generate('website-h1', { ...YOGA_INPUTS['website-h1'], targetAudience: LONG_AUDIENCE, pageAbout: LONG_AUDIENCE }, STUDIO);
    const titles = generate('blog-titles', { ...YOGA_INPUTS['blog-titles'], targetAudience: LONG_AUDIENCE }, STUDIO);
    expect(h1.length).toBeGreaterThanOrEqual(5);
    expect(titles).toHaveLength(10);
    for (const line of [...h1, ...titles]) {
      expect(line.length).toBeLessThanOrEqual(MAX_HEADLINE);
      expect(line).not.toContain('long days at the office');
    }
  });

  it('never say the same phrase twice ("How Better Sleep Supports Better Sleep")', () => {
    const titles = generate('blog-titles', { keywords: ['better sleep', 'sleep'] }, STUDIO);
    for (const title of titles) expect(title).not.toMatch(/(\b\w+ \w+\b).*\1/i);
  });
});

describe('fields inside sentences', () => {
  it('lowers a topic written as a heading ("the heart of Preparing your body...")', () => {
    const { content } = generate('newsletter', YOGA_INPUTS.newsletter, STUDIO);
    expect(content).toContain('preparing your body and mind for the cooler season');
    expect(content).not.toMatch(/[a-z,] Preparing your body/);
  });
});

describe('a place given as a keyword', () => {
  it('qualifies the practice ("Yin Yoga in Port Louis") and never stands as a practice or goes home', () => {
    const titles = generate('blog-titles', { keywords: ['yin yoga', 'Port Louis'] }, STUDIO);
    expect(titles).toHaveLength(10);
    expect(titles.some((title) => title.includes('Yin Yoga in Port Louis'))).toBe(true);
    for (const title of titles) {
      expect(title).not.toMatch(/Port Louis (Practices|Habit|Mistakes|Made Practical)|(About|Try|Ways) Port Louis|Port Louis at Home/);
    }
  });
});

describe('a countable practice in a place', () => {
  it('keeps its article ("a sound bath in Port Louis") in the hero', () => {
    const input = { businessName: 'Lotus Flow Studio', pageAbout: 'sound baths', keywords: ['sound bath Port Louis'], h1: 'Sound Baths in Port Louis', wordCount: 80 };
    const heroes = [0, 1, 2, 3].map((variant) => generate('website-hero', input, STUDIO, { variant }));
    expect(heroes.filter((hero) => hero.includes('a sound bath in Port Louis')).length).toBeGreaterThanOrEqual(2);
    for (const hero of heroes) expect(hero).not.toMatch(/(where|offer|discover) sound bath in Port Louis|is taught/);
  });
});

describe('client replies', () => {
  const reply = () => generate('client-reply', YOGA_INPUTS['client-reply'], STUDIO).body;

  it('answer Sarah in the second person instead of forwarding the staff summary of her message', () => {
    const body = reply();
    expect(body.startsWith('Hi Sarah,')).toBe(true);
    expect(body).not.toContain('Sarah is 5 months pregnant');
    expect(body).not.toMatch(/Regarding your message|Next steps:|\b(she|her)\b/i);
    // A question about health gets the careful answer, never a medical opinion.
    expect(body).toMatch(/can't give medical advice/i);
    expect(body).toContain('doctor or midwife');
  });

  it('turn a staff step about the client into a request to her or a promise from the studio', () => {
    expect(reply()).toContain('Could you check with your midwife?');
    expect(reply()).not.toMatch(/please check with your midwife/i);
    const send = generate('client-reply', { ...YOGA_INPUTS['client-reply'], nextSteps: 'Send her the timetable' }, STUDIO).body;
    expect(send).toContain("We'll send you the timetable.");
  });

  it('promise what only the studio does, even when the note does not name the client', () => {
    const input = { ...YOGA_INPUTS['client-reply'], clientName: 'Dev', context: 'I missed my class because of a flat tyre and was charged, can I get the credit back?', nextSteps: 'Refund the class credit' };
    const { body } = generate('client-reply', input, STUDIO);
    expect(body).toContain("We'll refund the class credit.");
    expect(body).not.toMatch(/please refund|flat tyre/);
  });

  it('answer a question the notes do not answer with what the studio will confirm', () => {
    const price = generate('client-reply', { ...YOGA_INPUTS['client-reply'], clientName: 'Amelia', context: 'how much is a monthly pass?', nextSteps: '' }, STUDIO);
    // One of the studio's ways of promising the price, never a price the inputs do not give.
    const promises = REPLY_WORDS.answers.confirms.price;
    expect(promises.some((promise) => price.body.includes(promise))).toBe(true);
    const priced = generate('client-reply', { ...YOGA_INPUTS['client-reply'], context: 'how much is a monthly pass?', nextSteps: '', additionalInfo: 'Monthly pass Rs 3,500.' }, STUDIO);
    expect(priced.body).toContain('Monthly pass Rs 3,500.');
    expect(promises.some((promise) => priced.body.includes(promise))).toBe(false);
  });

  it('write services and extra details as sentences to the client', () => {
    const input = { ...YOGA_INPUTS['client-reply'], services: 'prenatal yoga, Restorative Yin', additionalInfo: 'Parking is free after 6 pm.' };
    const { body } = generate('client-reply', input, STUDIO);
    expect(body).toContain('we think you would enjoy our prenatal yoga and Restorative Yin.');
    expect(body).toContain('Parking is free after 6 pm.');
    expect(body).not.toMatch(/Please also note:|you may particularly enjoy:|It may also help to know/);
    const priced = generate('client-reply', { ...input, services: 'Monthly unlimited pass Rs 3,500, drop-in class Rs 450' }, STUDIO).body;
    expect(priced).toContain('our monthly unlimited pass Rs 3,500 and drop-in class Rs 450.');
  });
});

describe('a page section', () => {
  it('writes about what its heading says a practice does, naming the practice, instead of selling the studio', () => {
    for (const variant of [0, 1, 2]) {
      const section = generate(
        'website-section',
        { businessName: 'Lotus Flow Studio', pageAbout: 'yin yoga classes', keywords: ['yin yoga', 'better sleep'], h2: 'Why Yin Yoga Helps You Sleep', wordCount: 120 },
        STUDIO,
        { variant },
      );
      expect(section.toLowerCase(), String(variant)).toContain('yin yoga');
      expect(section, String(variant)).not.toMatch(/Booking takes less than a minute|We keep groups small|Whether you join in person or online/);
    }
  });
});

describe('a newsletter with news', () => {
  it('gives the news in the studio’s own voice, not as a quotation, and a call to action that starts a sentence', () => {
    const news = 'From 6 December, a sound bath every Saturday at 5pm with Ravi. Rs 600, mats and blankets provided.';
    for (const template of ['Weekly Wellness Digest', 'Mindfulness Monday', 'Wellness Tips & Tricks']) {
      const { content, html } = generate('newsletter', { topic: 'our new Saturday sound bath', template, sourceText: news, ctaGoal: 'book a place' }, STUDIO);
      expect(content, template).toContain(news);
      expect(content, template).not.toContain(`“${news}`);
      expect(html, template).not.toMatch(/<blockquote[^>]*>From 6 December/);
      expect(content, template).toContain('→ Book a place');
    }
    const thought = generate('newsletter', { topic: 'rest', template: 'Weekly Wellness Digest', sourceText: 'Rest is part of the practice.' }, STUDIO).content;
    expect(thought).toContain('“Rest is part of the practice.”');
  });
});

describe('announcements stay on their news', () => {
  it('an event, offer, welcome or invitation back carries no practice advice and closes as an invitation', () => {
    const advice = /Tracking a few simple markers|Qualified guidance shortens|choose one change|A clear structure helps|consistency rather than intensity/;
    for (const campaignType of ['event', 'promotional', 'welcome', 'reactivation']) {
      for (const variant of [0, 1]) {
        const { body } = generate('email', { ...YOGA_INPUTS.email, campaignType }, STUDIO, { variant });
        expect(body, `${campaignType} ${variant}`).not.toMatch(advice);
      }
    }
    expect(generate('email', { ...YOGA_INPUTS.email, campaignType: 'nurture' }, STUDIO).body).toMatch(/\w/);
  });
});

describe('emails keep the key message and never contradict it', () => {
  for (const variant of [0, 1]) {
    it(`names Ravi as the leader and keeps "Bring a blanket" (variant ${variant})`, () => {
      const { body } = generate('email', YOGA_INPUTS.email, STUDIO, { variant });
      expect(body).toContain('Ravi leads a full moon sound bath on Friday 14 March at 7pm.');
      expect(body).toContain('Rs 800');
      expect(body).toContain('Bring a blanket');
      expect(body).not.toMatch(/Led by our team|everything else is provided|we provide everything/i);
      expect(body).toContain('Led by Ravi');
    });
  }
});

describe('video scripts', () => {
  const script = () => generate('video', YOGA_INPUTS.video, STUDIO);

  it('say nothing that is not a sentence ("Feel supported child pose working? ... Easy, right?")', () => {
    const text = script().main_content.join(' ');
    expect(text).not.toMatch(/Feel .* working\?|Easy, right\?|Do it daily\./);
    expect(text).toContain('Supported child pose.');
  });

  it('tag real words, never the glued title or its stray words', () => {
    const { hashtags } = script();
    const lower = hashtags.map((tag) => tag.toLowerCase());
    expect(lower).not.toContain('#3yinposestohelpyoufallasleep');
    for (const tag of ['#help', '#poses', '#fall', '#asleep']) expect(lower).not.toContain(tag);
    for (const tag of hashtags) expect(tag.length).toBeLessThan(20);
    expect(hashtags).toContain('#YinPoses');
  });
});

describe('articles and search', () => {
  it('keep every keyword within common density guidance (0.5-2.5%), place names written with "in" included', () => {
    for (const keywords of [['yin yoga', 'better sleep'], ['yoga Port Louis', 'stress'], ['Ayurvedic consultation', 'digestion']]) {
      for (const wordCount of [400, 800, 1500]) {
        for (const variant of [0, 1]) {
          const content = generate('blog-article', { ...YOGA_INPUTS['blog-article'], keywords, wordCount }, STUDIO, { variant });
          const seo = generate('seo', { content, keywords, analysisType: 'existing', tone: 'Professional' }, STUDIO);
          for (const k of seo.keywords) expect(`${k.keyword} ${wordCount}/${variant}: ${k.status}`).toMatch(/good$/);
        }
      }
    }
  });
});
