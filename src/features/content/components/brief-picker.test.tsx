import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Brief } from '#domain/brief.ts';
import { BriefPicker } from './brief-picker.tsx';

const brief = (id: string, title: string, kind: Brief['kind'] = 'event'): Brief => ({
  id,
  user_id: 'u',
  studio_id: 'u',
  kind,
  title,
  starts_on: '',
  ends_on: '',
  times: '',
  location: '',
  leaders: '',
  price: '',
  bring: '',
  booking: '',
  places_left: null,
  audience: '',
  key_message: '',
  avoid: '',
  details: '',
  created_at: '',
  updated_at: '',
});

const BRIEFS = [brief('b1', 'Solstice Retreat'), brief('b2', 'Yin & Nidra', 'class')];
const link = <a href="/briefs?brief=new">Make a brief</a>;
type Props = Parameters<typeof BriefPicker>[0];
const render = (props: Partial<Props>) =>
  renderToString(<BriefPicker briefs={BRIEFS} loading={false} failure={null} activeId={undefined} active={null} onPick={() => undefined} makeBrief={link} {...props} />);

describe('the brief picker', () => {
  it('lists the studio briefs under "Start from a brief"', () => {
    const html = render({});
    expect(html).toContain('Start from a brief');
    expect(html).toContain('Event · Solstice Retreat');
    expect(html).toContain('Class · Yin &amp; Nidra');
    expect(html).toContain('Make a brief');
  });

  it('has no select when the studio has no briefs, only the link to make one', () => {
    const html = render({ briefs: [] });
    expect(html).not.toContain('<select');
    expect(html).toContain('Make a brief');
  });

  it('shows the active brief as a chip that clears it', () => {
    const html = render({ activeId: 'b1', active: BRIEFS[0] ?? null });
    expect(html).toContain('Writing from:');
    expect(html).toContain('Solstice Retreat');
    expect(html).toContain('aria-label="Stop writing from Solstice Retreat"');
    expect(html).not.toContain('<select');
  });

  it('says so when the brief in the link is gone, and shows nothing while the briefs are read', () => {
    expect(render({ activeId: 'gone' })).toContain('The brief for this piece is no longer here.');
    expect(render({ loading: true })).toBe('');
  });

  it('says when the briefs could not be read, never that there are none', () => {
    const html = render({ briefs: [], failure: { error: new Error('disk'), retry: () => undefined } });
    expect(html).toContain('data-testid="read-failed"');
    expect(html).not.toContain('Make a brief');
  });
});
