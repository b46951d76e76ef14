import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from '#domain/field-limits.ts';
import { BriefForm } from './brief-form.tsx';
import { briefFormOf, emptyBriefForm } from './brief-form-rules.ts';
import { SAMPLE_BRIEFS } from './briefs.fixture.ts';

const render = (initial = emptyBriefForm(), options: { editing?: boolean; showAllErrors?: boolean } = {}) =>
  renderToString(<BriefForm initial={initial} editing={options.editing ?? false} busy={false} onSave={() => undefined} onDelete={() => undefined} showAllErrors={options.showAllErrors} />);

describe('the brief form', () => {
  it('asks for every field of a brief in words a studio uses', () => {
    const html = render();
    for (const label of [
      'What is it?',
      'First day',
      'Last day',
      'Times',
      'Where',
      'Who leads',
      'Price',
      'What to bring',
      'How to book (link or number)',
      'Places left',
      'Who it is for',
      'Key message',
      'Things to avoid',
      'Anything else (paste details here)',
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('Create brief');
    expect(html).not.toContain('Delete brief');
  });

  it('says at once when a field is over its limit, with how much, before Save', () => {
    const html = render({ ...emptyBriefForm(), title: 'a'.repeat(maxLengthOf('briefs', 'title') + 5) });
    expect(html).toContain('Too long: 200 characters at most (5 over).');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('205/200');
  });

  it('keeps the other rules for Save: a missing title is not an error before it', () => {
    expect(render()).not.toContain('a title is needed');
    const html = render({ ...emptyBriefForm(), ends_on: '2026-06-01' }, { showAllErrors: true });
    expect(html).toContain('Say what it is: a title is needed.');
    expect(html).toContain('Give the first day too.');
    expect(html).toContain('Please fix 2 fields before saving.');
  });

  it('edits a saved brief with its words as written, and offers to delete it', () => {
    const brief = SAMPLE_BRIEFS[0]!;
    const html = render(briefFormOf(brief), { editing: true });
    expect(html).toContain('value="Anaïs (yoga), Ravi (sound bath)"');
    expect(html).toContain('value="2026-06-20"');
    expect(html).toContain('value="6"');
    expect(html).toContain('Save brief');
    expect(html).toContain('Delete brief');
  });
});
