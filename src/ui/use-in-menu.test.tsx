import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithRouter } from './router.fixture.tsx';
import { UseInMenu, otherToolsFor } from './use-in-menu.tsx';

describe('the "Use in..." menu', () => {
  it('lists the other text tools, never the image tool or the one the piece is in', () => {
    const tabs = otherToolsFor({ id: 'h1', metadata: {} }, 'email').map((option) => option.tab);
    expect(tabs).toEqual(['blog', 'social', 'newsletter', 'website', 'communication', 'seo', 'video']);
  });

  it('opens a piece written from a brief with that brief, any other with the piece', () => {
    const fromBrief = otherToolsFor({ id: 'h1', metadata: { brief_id: 'b1' } }, 'blog');
    expect(fromBrief[0]).toMatchObject({ tab: 'social', search: { tab: 'social', brief: 'b1' } });
    const plain = otherToolsFor({ id: 'h1', metadata: {} });
    expect(plain[0]).toMatchObject({ tab: 'blog', search: { tab: 'blog', from: 'h1' } });
  });

  it('is a closed menu button until opened, named for screen readers', () => {
    const html = renderToString(
      <WithRouter>
        <UseInMenu piece={{ id: 'h1', metadata: {} }} current="email" />
      </WithRouter>,
    );
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-label="Use this piece in another tool"');
    expect(html).toContain('Use in...');
  });
});
