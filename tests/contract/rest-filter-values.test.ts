// Filter values inside or=(..) / and=(..) read as PostgREST reads them: a value that
// starts with `{` is plain text unless its braces close, a double-quoted value may hold
// commas, parentheses and escaped quotes, and logic trees nest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;

const TITLES = ['{draft', 'a,b)', 'say "hi"', '{x,y}', 'plain', 'back\\slash'];

beforeAll(async () => {
  backend = await startRestBackend();
  user = await backend.newUser('filter-values');
  const rows = TITLES.map((title, i) => ({
    user_id: user.id,
    title,
    content_type: i % 2 ? 'blog' : 'social',
    word_count: i * 10,
    metadata: { tone: i < 3 ? 'calm' : 'bright', platform: 'instagram' },
  }));
  const { error } = await user.client.from('content_history').insert(rows);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

async function titlesWhere(filter: string): Promise<string[]> {
  const { data, error } = await user.client.from('content_history').select('title').eq('user_id', user.id).or(filter).order('word_count');
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.title as string);
}

describe('filter values in logic trees', () => {
  it('reads a value that opens a brace it never closes as plain text, for every comparison', async () => {
    expect(await titlesWhere('title.eq.{draft,title.eq.plain')).toEqual(['{draft', 'plain']);
    expect(await titlesWhere('title.neq.{draft,word_count.lt.0')).toEqual(TITLES.filter((title) => title !== '{draft'));
    expect(await titlesWhere('title.like.{dr*,word_count.lt.0')).toEqual(['{draft']);
    expect(await titlesWhere('title.gte.{x,word_count.lt.0')).toEqual(['{x,y}']);
  });

  it('keeps a closed brace literal whole, commas included', async () => {
    expect(await titlesWhere('title.eq.{x,y},title.eq.plain')).toEqual(['{x,y}', 'plain']);
    expect(await titlesWhere('metadata.cs.{"tone":"bright","platform":"instagram"},title.eq.{draft')).toEqual(['{draft', '{x,y}', 'plain', 'back\\slash']);
  });

  it('reads double-quoted values with commas, parentheses and escaped quotes', async () => {
    expect(await titlesWhere('title.eq."a,b)",title.eq."say \\"hi\\""')).toEqual(['a,b)', 'say "hi"']);
    expect(await titlesWhere('title.in.("a,b)","{x,y}")')).toEqual(['a,b)', '{x,y}']);
    expect(await titlesWhere('title.eq."back\\\\slash"')).toEqual(['back\\slash']);
  });

  it('nests and() and or() inside each other, negated or not', async () => {
    expect(await titlesWhere('title.eq.plain,and(content_type.eq.blog,word_count.gt.20)')).toEqual(['{x,y}', 'plain', 'back\\slash']);
    expect(await titlesWhere('title.eq.plain,not.and(word_count.gt.0,or(content_type.eq.blog,title.eq.{x,y}))')).toEqual(['{draft', 'say "hi"', 'plain']);
    const and = encodeURIComponent('(or(title.eq.{draft,title.eq."a,b)"),word_count.gt.0)');
    const response = await backend.rest(`/content_history?select=title&user_id=eq.${user.id}&and=${and}`, { token: user.token });
    expect(await response.json()).toEqual([{ title: 'a,b)' }]);
  });

  it('still refuses a tree that does not parse, with 400', async () => {
    const { error, status } = await user.client.from('content_history').select('title').or('title.eq.1,and(title.eq.2');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});
