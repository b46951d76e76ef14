-- No user's id in other users' Realtime streams. A hosted project's Realtime sends each
-- DELETE of a published table to every subscriber of that table, with the old row's key,
-- and applies neither row level security nor filters to it (it cannot: the row is gone).
-- The key Postgres logs for a DELETE is the table's replica identity, by default its
-- primary key, and three tables have the owner's user id in theirs: profiles (id = the
-- user's id), content_preferences and generator_drafts ('<user id>:<type or tool>').
-- Their rows are deleted when a user removes a row, and all at once when an account is
-- removed (the cascade from auth.users).
--
-- Each of them gets a random key of its own, `_row_key`, and that key becomes the
-- replica identity: a DELETE then logs (and Realtime sends) only that random uuid. The
-- other published tables are keyed by random uuids already. The device ignores the
-- column (it is in no RxDB schema) and pushes never set it: a trigger draws it on insert
-- and keeps it on update. The app itself deletes by soft delete (`_deleted`, an UPDATE
-- that row level security filters for every subscriber); see docs/sync.md.

create function public.keep_row_key() returns trigger
  language plpgsql
  as $$
begin
  if tg_op = 'INSERT' then
    new._row_key := gen_random_uuid();
  else
    new._row_key := old._row_key;
  end if;
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'content_preferences', 'generator_drafts'] loop
    execute format('alter table public.%I add column _row_key uuid not null default gen_random_uuid()', t);
    execute format('create unique index %I on public.%I (_row_key)', t || '_row_key_idx', t);
    execute format('alter table public.%I replica identity using index %I', t, t || '_row_key_idx');
    execute format('create trigger keep_row_key before insert or update on public.%I for each row execute function public.keep_row_key()', t);
  end loop;
end
$$;
