// Each rule of a truthful post, written as the failure it prevents: facts lost to a
// 200-character excerpt, a topic read as a keyword noun, the audience quoted, notes
// ignored, claims the studio never made.
import { describe, expect, it } from 'vitest';
import { missingFacts, QUOTE_RUN, sharedRun, unfoundedClaims } from '../shared/facts/truth.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { generateSocialPosts, type SocialInput } from './generate-social-posts.ts';

const RETREAT = `SOLSTICE RETREAT 🌞 19-21 June
Two nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).
Rs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June
Bring: mat, warm layers, water bottle
Book on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice
Holiday timetable: no classes 22-23 June, back on 24 June at 7am
Only 5 places left!`;
const AUDIENCE = 'Women and men 28-55 living or working in the north of Mauritius (mostly office workers). Worries: back pain, stress';
const input: SocialInput = { platforms: ['instagram', 'facebook', 'linkedin'], topic: 'Solstice retreat with Anaïs and Ravi', targetAudience: AUDIENCE, sourceText: RETREAT, keywords: [] };
const FACTS = gatherFacts({}, { facts: [RETREAT] }).facts;

describe('a social post tells the truth', () => {
  it('carries every fact of the source where the platform has room, not the first 200 characters', () => {
    for (const post of generateSocialPosts(input, STUDIO).posts.filter((p) => p.platform !== 'facebook')) {
      expect(missingFacts(post.text, FACTS).map((f) => f.text), post.platform).toEqual([]);
      expect(post.leftOut).toEqual([]);
    }
  });

  it('on a short platform puts the essentials first and says exactly what it left out', () => {
    const sourceText = `${RETREAT}\nAirport transfers Rs 1,500 each way, call +230 5250 1111 by 10 June.\nFree parking at 7 Royal Road for guests arriving from 3pm.`;
    const facebook = generateSocialPosts({ ...input, sourceText, platforms: ['facebook'] }, STUDIO).posts[0]!;
    const FACTS = gatherFacts({}, { facts: [sourceText] }).facts;
    expect(facebook.text.length).toBeLessThanOrEqual(500);
    for (const essential of ['19-21 June', 'Rs 12,500 pp', '+230 5712 3456', 'Only 5 places left']) expect(facebook.text).toContain(essential);
    expect(facebook.leftOut.length).toBeGreaterThan(0);
    for (const fact of missingFacts(facebook.text, FACTS)) expect(facebook.leftOut.join('\n')).toContain(fact.text);
    for (const line of facebook.leftOut) expect(facebook.text).not.toContain(line);
  });

  it('uses the topic as a topic, never as a practice in a keyword sentence', () => {
    for (const post of generateSocialPosts({ ...input, targetAudience: 'busy mums' }, STUDIO).posts) {
      expect(post.text).toContain('Solstice retreat with Anaïs and Ravi');
      expect(post.text).not.toMatch(/minutes of solstice|approach to (?:a )?solstice|about solstice retreat with/i);
    }
  });

  it('never quotes a long audience, and names a short one', () => {
    for (const post of generateSocialPosts(input, STUDIO).posts) expect(sharedRun(post.text, AUDIENCE), post.platform).toBeLessThan(QUOTE_RUN);
    expect(generateSocialPosts({ ...input, targetAudience: 'new mums' }, STUDIO).posts[0]?.text).toContain('new mums');
  });

  it('makes no claim the inputs do not make, for any tone, take or studio', () => {
    for (const ctx of [STUDIO, {}]) {
      for (const tone of ['Professional', 'Friendly & Warm', 'Energetic & Fun', 'Expert & Educational']) {
        for (const variant of [0, 1, 2]) {
          for (const keywords of [[], ['yin yoga', 'better sleep']]) {
            const text = generateSocialPosts({ ...input, tone, keywords }, { ...ctx, variant }).posts.map((p) => p.text).join('\n');
            expect(unfoundedClaims(ctx, text, `${RETREAT}\n${JSON.stringify(ctx)}`), `${tone} ${variant} ${keywords}`).toEqual([]);
          }
        }
      }
    }
  });

  it('offers no studio services the profile does not list', () => {
    const text = generateSocialPosts({ ...input, keywords: ['yin yoga'], wordCount: 200 }, {}).posts.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/private sessions|group classes|workshops are/i);
  });

  it('obeys the notes pasted with the details: the named sign-off, the reminder, the word to avoid, in hashtags too', () => {
    const notes = `${RETREAT}\nPlease remind them to bring warm layers, evenings get cold. Sign off from Anaïs. Don't use the word "detox".`;
    for (const post of generateSocialPosts({ ...input, sourceText: notes, keywords: ['detox'] }, STUDIO).posts.filter((p) => p.platform !== 'facebook')) {
      expect(post.text).toContain('— Anaïs');
      expect(post.text).toContain('Please remember to bring warm layers, evenings get cold.');
      expect(post.text).not.toMatch(/detox/i);
      expect(post.text).not.toMatch(/sign off|remind them|don't use/i);
    }
  });

  it('writes a dated event as one, and a closure as no invitation', () => {
    expect(generateSocialPosts(input, STUDIO).posts[0]?.text).toContain("We'd love to see you on 19-21 June.");
    const closure = generateSocialPosts({ ...input, topic: 'Christmas closure', sourceText: 'The studio is closed 24-26 December and reopens on 27 December at 9am.' }, STUDIO).posts[0]?.text;
    expect(closure).not.toContain('see you on');
    expect(closure).toContain('24-26 December');
  });

  it('writes from a brief: its title as the topic, its key message as written, its facts as labelled lines', () => {
    const brief = {
      kind: 'workshop' as const,
      title: 'Breathwork for better sleep',
      starts_on: '2026-03-14',
      times: '2-4pm',
      location: 'The Loft, 12 Rue Vauban, Lyon',
      price: '€45',
      booking: 'www.souffle.fr/sleep',
      places_left: 4,
      key_message: 'Two hours to learn three breaths you can use tonight.',
      audience: 'tired parents and shift workers who cannot switch off at night',
    };
    const post = generateSocialPosts({ platforms: ['instagram'], targetAudience: '' }, { ...STUDIO, brief }).posts[0]!;
    for (const line of ['Breathwork for better sleep', brief.key_message, 'When: Saturday 14 March 2026, 2-4pm', 'Price: €45', 'To book: www.souffle.fr/sleep', 'Places: 4 places left']) {
      expect(post.text).toContain(line);
    }
    expect(sharedRun(post.text, brief.audience)).toBeLessThan(QUOTE_RUN);
  });
});
