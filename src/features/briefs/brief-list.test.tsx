import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithRouter } from '../../ui/router.fixture.tsx';
import { BriefList } from './brief-list.tsx';
import { searchBriefs } from './brief-search.ts';
import { SAMPLE_BRIEFS } from './briefs.fixture.ts';

const render = (query = '', selectedId?: string, briefs = SAMPLE_BRIEFS) =>
  renderToString(
    <WithRouter>
      <BriefList briefs={briefs} shown={searchBriefs(briefs, query)} query={query} onQuery={() => undefined} selectedId={selectedId} />
    </WithRouter>,
  );

describe('the briefs list', () => {
  it('says there are no briefs yet and offers to make one', () => {
    const html = render('', undefined, []);
    expect(html).toContain('No briefs yet');
    expect(html).toContain('href="/briefs?brief=new"');
    expect(html).not.toContain('type="search"');
  });

  it('shows each brief with its kind, title, days and places left, linking to it', () => {
    const html = render('', 'b01');
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).toContain('Solstice Retreat: two nights of yoga by the lagoon');
    expect(html).toContain('6 places left');
    expect(html).toContain('Full');
    expect(html).toContain('1 place left');
    expect(html).toContain('No dates');
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/briefs\?brief=b01"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('10 briefs');
  });

  it('searches titles, places and who leads, accents or not, and says when nothing matches', () => {
    expect(searchBriefs(SAMPLE_BRIEFS, 'serenite').map((brief) => brief.id).sort()).toEqual(['b02', 'b07']);
    expect(searchBriefs(SAMPLE_BRIEFS, 'Zoë').map((brief) => brief.id)).toEqual(['b04']);
    expect(searchBriefs(SAMPLE_BRIEFS, 'workshop').map((brief) => brief.id).sort()).toEqual(['b04', 'b09']);
    expect(searchBriefs(SAMPLE_BRIEFS, 'full moon beach').map((brief) => brief.id)).toEqual(['b06']);
    const html = render('qqqzzz');
    expect(html).toContain('No brief matches your search.');
    expect(html).toContain('0 of 10 briefs');
  });
});
