-- Team review of content. In a studio of two or more members, staff submit an item for
-- review (in_review), withdraw it, comment on it and mark an approved item as published
-- when they post it; only owners approve (move an item to scheduled), change the date of
-- a scheduled item, or publish an item that was never approved. A studio of one needs no
-- review. Each item keeps a short review thread (who, when, what) that the server writes:
-- a device appends the same entry for its screens, and the trigger takes from it only
-- the entry's id and note. domain/content-review.ts holds the same rules.
alter table public.content_history
  add column approved_at timestamptz,
  -- No foreign key: a removed account leaves the id, as the thread does.
  add column approved_by uuid,
  add column review_thread jsonb not null default '[]'::jsonb;

-- At most 50 entries, each an object whose note is text of at most 1,000 characters
-- (domain/content-review.ts REVIEW_THREAD_MAX, REVIEW_NOTE_MAX).
create function public.is_review_thread(p_thread jsonb) returns boolean
  language sql immutable parallel safe
  set search_path = ''
  as $$
  select pg_catalog.jsonb_typeof(p_thread) = 'array'
     and pg_catalog.jsonb_array_length(p_thread) <= 50
     and not exists (
       select 1 from pg_catalog.jsonb_array_elements(p_thread) as e(entry)
        where pg_catalog.jsonb_typeof(e.entry) <> 'object'
           or coalesce(pg_catalog.jsonb_typeof(e.entry -> 'note'), 'null') not in ('null', 'string')
           or pg_catalog.char_length(coalesce(e.entry ->> 'note', '')) > 1000)
  $$;

alter table public.content_history
  add constraint content_history_review_thread_check check (public.is_review_thread(review_thread));

-- Items already planned or published count as approved when they were last changed, as
-- the devices' migration gives them, written without moving _modified: no device has
-- anything new to download.
alter table public.content_history disable trigger user;
update public.content_history set approved_at = updated_at where status in ('scheduled', 'published');
alter table public.content_history enable trigger user;

-- Who may move an item where, and the thread's entry for each move and comment.
create function public.review_content() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  actor uuid := auth.uid();
  actor_role text;
  team boolean;
  reviewing boolean;
  was_status text;
  was_date timestamptz;
  was_approved_at timestamptz;
  was_approved_by uuid;
  thread jsonb := '[]'::jsonb;
  sent jsonb := case when pg_catalog.jsonb_typeof(new.review_thread) = 'array' then new.review_thread else '[]'::jsonb end;
  known text[];
  move_kind text;
  moved boolean := false;
  entry jsonb;
begin
  if tg_op = 'UPDATE' then
    was_status := old.status;
    was_date := old.scheduled_for;
    was_approved_at := old.approved_at;
    was_approved_by := old.approved_by;
    thread := old.review_thread;
  end if;
  -- The server's own writes (no signed-in user) are nobody's review step.
  if actor is null then
    new.review_thread := case when tg_op = 'UPDATE' and new.review_thread is null then old.review_thread else coalesce(new.review_thread, '[]'::jsonb) end;
    return new;
  end if;

  actor_role := public.studio_role(new.studio_id);
  team := (select count(*) from public.studio_members as m where m.studio_id = new.studio_id) >= 2;
  reviewing := team and actor_role is distinct from 'owner';

  if reviewing then
    if new.status = 'scheduled' and was_status is distinct from 'scheduled' then
      raise exception 'Only an owner of the studio can approve an item for scheduling' using errcode = '42501';
    end if;
    if new.status = 'scheduled' and new.scheduled_for is distinct from was_date then
      raise exception 'Only an owner of the studio can change the date of a scheduled item' using errcode = '42501';
    end if;
    if new.status = 'published' and was_status is distinct from 'published' and was_approved_at is null then
      raise exception 'Only an owner of the studio can publish an item that was not approved' using errcode = '42501';
    end if;
  end if;

  if new.status in ('draft', 'in_review') then
    new.approved_at := null;
    new.approved_by := null;
  elsif (new.status = 'scheduled' and was_status is distinct from 'scheduled')
     or (new.status = 'published' and was_approved_at is null) then
    new.approved_at := pg_catalog.now();
    new.approved_by := actor;
  else
    new.approved_at := was_approved_at;
    new.approved_by := was_approved_by;
  end if;

  move_kind := case
    when was_status is not distinct from new.status then null
    when new.status = 'in_review' then 'submitted'
    when new.status = 'draft' and was_status in ('in_review', 'scheduled') then
      case when team and actor_role = 'owner' and actor <> new.user_id then 'returned' else 'withdrawn' end
    when new.status = 'scheduled' then 'approved'
    when new.status = 'published' then 'published'
  end;

  -- The entries the device added (ids the server does not hold yet), in its order: a
  -- comment each, and the first other one gives the move its id and note.
  known := array(select e ->> 'id' from pg_catalog.jsonb_array_elements(thread) as t(e));
  for entry in
    select e from pg_catalog.jsonb_array_elements(sent) with ordinality as s(e, n)
     where pg_catalog.jsonb_typeof(e) = 'object' and pg_catalog.jsonb_typeof(e -> 'id') = 'string'
       and not ((e ->> 'id') = any (known))
     order by n
  loop
    if entry ->> 'kind' = 'commented' then
      if pg_catalog.btrim(coalesce(entry ->> 'note', '')) <> '' then
        thread := thread || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
          'id', pg_catalog.left(entry ->> 'id', 64), 'kind', 'commented', 'by', actor, 'at', pg_catalog.now(), 'note', entry -> 'note'));
      end if;
    elsif move_kind is not null and not moved then
      moved := true;
      thread := thread || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', pg_catalog.left(entry ->> 'id', 64), 'kind', move_kind, 'by', actor, 'at', pg_catalog.now(),
        'note', case when pg_catalog.jsonb_typeof(entry -> 'note') = 'string' and pg_catalog.btrim(entry ->> 'note') <> '' then entry -> 'note' end));
    end if;
  end loop;
  if move_kind is not null and not moved then
    thread := thread || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
      'id', pg_catalog.gen_random_uuid(), 'kind', move_kind, 'by', actor, 'at', pg_catalog.now(), 'note', null));
  end if;
  -- The newest 50.
  if pg_catalog.jsonb_array_length(thread) > 50 then
    thread := (select pg_catalog.jsonb_agg(e order by n) from pg_catalog.jsonb_array_elements(thread) with ordinality as t(e, n)
                where n > pg_catalog.jsonb_array_length(thread) - 50);
  end if;
  new.review_thread := thread;
  return new;
end
$$;

create trigger review_content before insert or update on public.content_history
  for each row execute function public.review_content();

-- sync_push as migration 1600 left it, but a history row the review refuses is answered
-- with the server's version of it.
CREATE OR REPLACE FUNCTION public.sync_push(p_table text, p_rows jsonb, p_origin text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  item jsonb;
  outcome jsonb;
  outcomes jsonb[] := '{}';
  pending integer[];
  retry integer[];
  pos integer;
  pass integer;
  err_code text;
  err_message text;
  at_once jsonb;
begin
  perform public.sync_require_user();
  perform public.sync_check_table(p_table);
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'p_rows must be an array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 500 then
    raise exception 'sync_push takes at most 500 rows a batch' using errcode = '22023';
  end if;
  if pg_catalog.char_length(p_origin) > 100 then
    raise exception 'p_origin takes at most 100 characters' using errcode = '22023';
  end if;
  perform pg_catalog.set_config('sync.origin', coalesce(p_origin, ''), true);
  at_once := public.sync_push_at_once(p_table, p_rows);
  if at_once is null then
    pending := array(select generate_series(1, jsonb_array_length(p_rows)));
    for pass in 1..2 loop
      retry := '{}';
      foreach pos in array pending loop
        item := p_rows -> (pos - 1);
        begin
          outcome := public.sync_push_row(p_table, item -> 'row', item ->> 'base');
        exception when others then
          get stacked diagnostics err_code = returned_sqlstate, err_message = message_text;
          if err_code = '23505' and pass = 1 then
            retry := retry || pos;
            continue;
          end if;
          outcome := jsonb_build_object('id', item -> 'row' ->> 'id', 'status', 'rejected',
            'code', err_code, 'message', err_message);
          -- A history change the review refused: the server's version goes back with it,
          -- so the device shows what holds and keeps its own as a kept version.
          if err_code = '42501' and p_table = 'content_history' then
            outcome := outcome || coalesce((
              select jsonb_build_object('row', to_jsonb(t.*) - '_txid') from public.content_history as t
               where t.id::text = item -> 'row' ->> 'id'), '{}'::jsonb);
          end if;
        end;
        outcomes[pos] := outcome;
      end loop;
      exit when cardinality(retry) = 0;
      pending := retry;
    end loop;
    at_once := coalesce(to_jsonb(outcomes), '[]'::jsonb);
  end if;
  -- The rest of the transaction writes as nobody's device.
  perform pg_catalog.set_config('sync.origin', '', true);
  return at_once;
end
$function$;
