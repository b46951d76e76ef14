// The editors' real checker setup on studio text: the trade's words pass, real
// slips are still caught (the words list must never hide a grammar error).

import { type Lint, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languageEntry } from '../generators/languages/languages.ts';
import { setUpChecker } from './harper-setup.ts';

const TRADE_TEXT = [
  'Breathwork and pranayama open our Sunday session, and wellbeing is at the heart of it.',
  'Our yin class ends in a long savasana, and yoga nidra follows on Thursday evenings.',
  'In Ayurveda the three doshas are vata, pitta and kapha; abhyanga and shirodhara calm an excess of vata.',
  'Qigong in the garden, a sound bath with gongs and kundalini yoga with mantras fill the weekend.',
  'Our vinyasa and hatha teachers cue ujjayi breath, bandhas and drishti through every chaturanga.',
  'The reformer class, barre, HIIT and TRX sessions run at the physio-led studio, with MBSR courses in the evening.',
  'Craniosacral therapy, myofascial release and reflexology are booked at reception; prenatal and postnatal classes run weekly.',
  'Metta and vipassana meditation, reiki and kirtan close the retreat, and our yogis say namaste.',
  'Kettlebells and burpees warm up the class; rosehip oil, neti pots and a satsang with the sangha follow.',
  'Our physio checks for diastasis recti after birth, and the retreatants try a banya and a megaformer class.',
].join(' ');

const SLIPS = [
  ['Their are many classes on Monday.', 'TheirToThere'],
  ['Bring a apple for after the class.', 'AnA'],
  ['She go to class every day.', 'PronounVerbAgreement'],
  ['Its a lovely class for beginners.', 'ItsContraction'],
  ['I could of come to the workshop.', 'ModalOf'],
] as const;

let linter: LocalLinter;
beforeAll(async () => {
  linter = new LocalLinter({ binary: binaryInlined });
  await setUpChecker(linter, languageEntry(DEFAULT_LANGUAGE).grammarCheck);
}, 60_000);
afterAll(() => linter?.dispose());

const found = async (text: string) =>
  Object.entries(await linter.organizedLints(text)).flatMap(([rule, lints]: [string, Lint[]]) => lints.map((lint) => `${rule} "${lint.get_problem_text()}"`));

describe('the editors’ grammar check', () => {
  it('takes the wellness trade’s words as words', async () => {
    expect(await found(TRADE_TEXT)).toEqual([]);
  });

  it.each(SLIPS)('still flags a real slip: %s', async (text, rule) => {
    expect((await found(text)).join('\n')).toContain(rule);
  });
});
