-- Which device wrote each version of a synced row, so that a device's unsynced edit
-- meeting its own earlier write is not taken for another device's change: a push whose
-- answer never came and the app closed before it was sent again, another tab of the
-- same device that took over, the same user's draft in another studio's database on
-- the device, a database made again after a sign-out (sync/db/conflict-handler.ts).
--
-- `_origin` is '<device>/<database>' as the pushing device names itself (sync_push's
-- p_origin): stamped by a trigger on every insert and update from the setting sync_push
-- makes for its own transaction, so every other write (the API, the server's own
-- functions, an older app that does not name itself) leaves null: not this device's.

create function public.sync_stamp_origin() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new._origin := nullif(pg_catalog.current_setting('sync.origin', true), '');
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'generator_drafts', 'usage_tracking']
  loop
    execute format('alter table public.%I add column _origin text', t);
    execute format(
      'create trigger sync_origin before insert or update on public.%I for each row execute function public.sync_stamp_origin()',
      t
    );
  end loop;
end
$$;

-- sync_push as migration 1200 left it, naming the device that pushes. A caller that
-- does not (p_origin null) writes as before.
drop function public.sync_push(text, jsonb);

create function public.sync_push(p_table text, p_rows jsonb, p_origin text default null) returns jsonb
  language plpgsql volatile
  security invoker
  set search_path = ''
  as $$
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
$$;
