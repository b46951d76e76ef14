import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from '#domain/field-limits.ts';
import { TextField } from './field.tsx';
import { TextareaField } from './textarea-field.tsx';

const DESCRIPTION = maxLengthOf('tone_templates', 'description');
const textarea = (value: string) => renderToString(<TextareaField label="Description" value={value} onChange={() => undefined} limit={DESCRIPTION} />);

describe('a text field with a limit', () => {
  it('stops typing at the limit the database keeps', () => {
    expect(textarea('Calm')).toContain(`maxLength="${DESCRIPTION}"`);
    expect(renderToString(<TextField label="Name" value="Calm" onChange={() => undefined} limit={100} />)).toContain('maxLength="100"');
  });

  it('shows no counter while far from the limit, and counts once near it', () => {
    expect(textarea('a'.repeat(700))).not.toContain('/1,000');
    const near = textarea('a'.repeat(850));
    expect(near).toContain('850/1,000');
    expect(near).not.toContain('aria-invalid="true"');
  });

  it('says how far over a value stored before the limit is, and marks the field', () => {
    const over = textarea('d'.repeat(5000));
    expect(over).toContain('5,000/1,000');
    expect(over).toContain('Too long: 1,000 characters at most (4,000 over).');
    expect(over).toContain('aria-invalid="true"');
  });

  it('keeps the caller’s own error before its own note', () => {
    const html = renderToString(<TextField label="Name" value={'n'.repeat(120)} onChange={() => undefined} limit={100} error="Choose another name." />);
    expect(html).toContain('Choose another name.');
    expect(html).not.toContain('Too long');
  });

  it('has no counter and no maxLength without a limit', () => {
    const html = renderToString(<TextField label="Name" value={'n'.repeat(5000)} onChange={() => undefined} />);
    expect(html).not.toContain('maxLength');
    expect(html).not.toContain('aria-live');
  });
});
