import { describe, expect, it } from 'vitest';
import { EN_GRAMMAR } from '../../languages/en/grammar/index.ts';
import type { GeneratorContext } from '../context.ts';
import { nameBook } from './name-book.ts';

const book = (input: unknown, ctx: GeneratorContext = {}) => nameBook(input, ctx, EN_GRAMMAR);

describe('the name book', () => {
  it('keeps the user’s own spellings wherever they typed them', () => {
    const names = book({ topic: 'yoga with Zoë McKenzie and Émilie, our MBSR course at YogaWorks' }, { profile: { business_name: 'Still Water Yoga' } });
    expect(names.restore('join zoë mckenzie and émilie at yogaworks for an mbsr course at still water yoga')).toBe(
      'join Zoë McKenzie and Émilie at YogaWorks for an MBSR course at Still Water Yoga',
    );
  });

  it('knows the pack’s places in several countries', () => {
    expect(book({}).restore('retreats in rishikesh, port louis, são paulo, new york and queenstown')).toBe(
      'retreats in Rishikesh, Port Louis, São Paulo, New York and Queenstown',
    );
  });

  it('counts an everyday-word place only where the user capitalised it, and only as a place', () => {
    expect(book({ topic: 'a nice sound bath' }).restore('a nice sound bath in bath')).toBe('a nice sound bath in bath');
    expect(book({ topic: 'Yin and a sound bath in Bath' }).restore('a nice sound bath in bath')).toBe('a nice sound bath in Bath');
  });

  it('reads a shouted word as emphasis, not an acronym, and leaves addresses alone', () => {
    const names = book({ topic: 'FREE class this Saturday', ctaLink: 'https://capetownyoga.com/bali' });
    expect(names.restore('a free class; book at https://pilates-cape-town.com or hello@bali-yoga.com')).toBe(
      'a free class; book at https://pilates-cape-town.com or hello@bali-yoga.com',
    );
  });

  it('keeps a title-case field’s capitals as its style, not as names', () => {
    expect(book({ topic: 'Prenatal Yin For New Mums' }).restore('our prenatal yin for new mums')).toBe('our prenatal yin for new mums');
  });
});
