-- Briefs: what a studio is announcing (an event, an offer, a class, a workshop, an
-- announcement) with its facts, kept once so every writing tool starts from the same
-- ones (domain/brief.ts). A brief is the studio's, as a tone template is: every member
-- (owner or staff) reads and writes the studio's briefs, and what they add is theirs
-- (`user_id` = the caller); a removed member, another studio or a visitor reads and
-- writes nothing. A brief never moves to another studio and never changes its maker.
--
-- Every field is the studio's own words, stored as written. The dates are text,
-- 'YYYY-MM-DD' or '' (no date), so a device reads back exactly what it wrote; the last
-- day is given only with a first day, and is not before it. The lengths are
-- BRIEF_LIMITS: 200 for the title, 5000 for the details, 1000 for every other text.
-- The device checks the same rules before it writes (domain/brief.ts), so a refusal
-- here (23514) is a device that skipped them.

-- A calendar day written 'YYYY-MM-DD' that exists ('2025-02-30' does not).
create function public.is_iso_date(value text) returns boolean
  language plpgsql
  immutable
  set search_path = ''
  as $$
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return false;
  end if;
  return pg_catalog.to_char(value::date, 'YYYY-MM-DD') = value;
exception when others then
  return false;
end
$$;

create table public.briefs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Filled with the maker's own studio when a row comes without one (keep_studio_scope).
  studio_id uuid not null references public.studios (id) on delete cascade,
  kind text not null
    constraint briefs_kind_check check (kind in ('event', 'offer', 'class', 'workshop', 'announcement')),
  title text not null default '' constraint briefs_title_check check (char_length(title) <= 200),
  starts_on text not null default ''
    constraint briefs_starts_on_check check (starts_on = '' or public.is_iso_date(starts_on)),
  ends_on text not null default ''
    constraint briefs_ends_on_check check (ends_on = '' or (public.is_iso_date(ends_on) and starts_on <> '' and ends_on >= starts_on)),
  times text not null default '' constraint briefs_times_check check (char_length(times) <= 1000),
  location text not null default '' constraint briefs_location_check check (char_length(location) <= 1000),
  leaders text not null default '' constraint briefs_leaders_check check (char_length(leaders) <= 1000),
  price text not null default '' constraint briefs_price_check check (char_length(price) <= 1000),
  bring text not null default '' constraint briefs_bring_check check (char_length(bring) <= 1000),
  booking text not null default '' constraint briefs_booking_check check (char_length(booking) <= 1000),
  places_left integer constraint briefs_places_left_check check (places_left >= 0),
  audience text not null default '' constraint briefs_audience_check check (char_length(audience) <= 1000),
  key_message text not null default '' constraint briefs_key_message_check check (char_length(key_message) <= 1000),
  avoid text not null default '' constraint briefs_avoid_check check (char_length(avoid) <= 1000),
  details text not null default '' constraint briefs_details_check check (char_length(details) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Replication (0100): the server's stamp, the soft delete, the writing transaction.
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _txid xid8 not null default pg_current_xact_id()
);

-- A device pulls its studio's rows in (_txid, id) order (sync_pull).
create index briefs_studio_page_idx on public.briefs (studio_id, _txid, (id::text));

create trigger stamp_modified before insert or update on public.briefs
  for each row execute function public.set_modified();
create trigger touch_updated_at before update on public.briefs
  for each row execute function public.touch_updated_at();
create trigger keep_owner before update on public.briefs
  for each row execute function public.keep_owner();
create trigger keep_studio_scope before insert or update on public.briefs
  for each row execute function public.keep_studio_scope();
create trigger sync_txid before insert or update on public.briefs
  for each row execute function public.sync_stamp_txid();

-- Row level security by membership, as the studio's tone templates.
grant select, insert, update, delete on public.briefs to anon, authenticated, service_role;
revoke truncate, references, trigger on public.briefs from anon, authenticated;
alter table public.briefs enable row level security;

create policy "Members read" on public.briefs for select to authenticated
  using (studio_id in (select public.member_studios()));
create policy "Members insert as themselves" on public.briefs for insert to authenticated
  with check (studio_id in (select public.member_studios()) and user_id = (select auth.uid()));
create policy "Members update" on public.briefs for update to authenticated
  using (studio_id in (select public.member_studios())) with check (studio_id in (select public.member_studios()));
create policy "Members delete" on public.briefs for delete to authenticated
  using (studio_id in (select public.member_studios()));

-- Replicated: sync_pull (by studio) and sync_push accept the table.
create or replace function public.sync_check_table(p_table text) returns void
  language plpgsql immutable
  set search_path = ''
  as $$
begin
  if p_table is null or p_table not in (
    'profiles', 'content_preferences', 'tone_templates', 'content_history', 'generator_drafts', 'usage_tracking', 'briefs'
  ) then
    raise exception 'table % is not replicated', p_table using errcode = '22023';
  end if;
end
$$;

-- Live: published for Realtime. Its key is a random uuid, so a DELETE names no user (0700).
alter publication supabase_realtime add table public.briefs;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'realtime') then
    perform public.realtime_sync_triggers();
  end if;
end
$$;
