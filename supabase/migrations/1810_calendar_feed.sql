-- A studio's private calendar feed: one secret link per studio that a calendar app
-- subscribes to (the calendar-feed function). Only its owners make and revoke it. The
-- link carries a random secret (244 bits) of which only the SHA-256 is stored, so the
-- secret is shown once, when it is made; making a new link replaces the old one, and
-- revoking removes it. Nobody reads the hash through the API, owners included: they see
-- only that a link exists, since when and who made it.
--
-- The feed answers by the secret alone (calendar apps send no session), through
-- calendar_feed(), which returns only the studio's name and its scheduled and published
-- items' calendar fields: never an item's text, never another studio's items.

create table public.calendar_feeds (
  studio_id uuid primary key references public.studios (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

revoke all on public.calendar_feeds from public, anon, authenticated;
grant select (studio_id, created_by, created_at) on public.calendar_feeds to authenticated;
grant select, insert, update, delete on public.calendar_feeds to service_role;

alter table public.calendar_feeds enable row level security;

create policy "Owners read their studios' calendar feed" on public.calendar_feeds
  for select to authenticated using (studio_id in (select public.owned_studios()));

-- The stored form of a feed's secret.
create function public.calendar_feed_hash(p_secret text) returns text
  language sql
  immutable
  set search_path = ''
  as $$ select encode(sha256(convert_to(p_secret, 'UTF8')), 'hex') $$;

-- Makes the studio's feed link, replacing the one it had: answers the secret (this is
-- the one time anyone sees it) and when it was made.
create function public.create_calendar_feed(p_studio uuid) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  made public.calendar_feeds;
begin
  perform public.lock_studio_as_owner(p_studio);
  insert into public.calendar_feeds (studio_id, token_hash, created_by)
  values (p_studio, public.calendar_feed_hash(secret), auth.uid())
  on conflict (studio_id) do update
    set token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = now()
  returning * into made;
  return jsonb_build_object('token', secret, 'created_at', made.created_at);
end
$$;

-- Revokes the studio's feed link: the calendar apps subscribed to it get nothing more.
-- Revoking when there is none is not an error.
create function public.revoke_calendar_feed(p_studio uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  perform public.lock_studio_as_owner(p_studio);
  delete from public.calendar_feeds where studio_id = p_studio;
end
$$;

-- What the feed shows for a secret, or null for a wrong, revoked or malformed one: the
-- studio's name and its scheduled and published items (the newest 5,000 by moment).
create function public.calendar_feed(p_token text) returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
  as $$
declare
  feed_studio uuid;
  answer jsonb;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select feed.studio_id into feed_studio from public.calendar_feeds as feed
   where feed.token_hash = public.calendar_feed_hash(p_token);
  if feed_studio is null then
    return null;
  end if;
  select jsonb_build_object(
    'studio', studio.name,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', item.id, 'title', item.title, 'channel', item.channel, 'status', item.status,
        'scheduled_for', item.scheduled_for, 'published_at', item.published_at,
        'published_link', item.published_link, 'updated_at', item.updated_at))
        from (
          select h.id, h.title, h.channel, h.status, h.scheduled_for, h.published_at, h.published_link, h.updated_at
            from public.content_history as h
           where h.studio_id = feed_studio and not h._deleted
             and ((h.status = 'scheduled' and h.scheduled_for is not null)
               or (h.status = 'published' and h.published_at is not null))
           order by case when h.status = 'scheduled' then h.scheduled_for else h.published_at end desc
           limit 5000
        ) as item), '[]'::jsonb))
    into answer
    from public.studios as studio where studio.id = feed_studio;
  return answer;
end
$$;

revoke execute on function public.calendar_feed_hash(text) from public, anon, authenticated, service_role;
revoke execute on function public.create_calendar_feed(uuid), public.revoke_calendar_feed(uuid), public.calendar_feed(text) from public;
grant execute on function public.create_calendar_feed(uuid), public.revoke_calendar_feed(uuid) to authenticated, service_role;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;
