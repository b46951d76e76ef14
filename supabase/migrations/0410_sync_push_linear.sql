-- sync_push (0100_sync_replication.sql) gathered its outcomes by concatenating jsonb
-- values, which copies everything gathered so far on each row: a batch of n rows cost
-- n² (250 rows 0.3 s, 500 rows 1.5 s, 2,500 rows 4.8 s, 10,000 rows about 150 s, all
-- holding a local server's only thread). Same contract, outcomes now kept in a
-- PL/pgSQL array that grows in place, so a batch costs in proportion to its rows.
-- Batches are also capped at 500 rows (server/rest/sync-push-cap.ts; the app sends
-- at most 250), here too so a hosted project refuses them the same way.
create or replace function public.sync_push(p_table text, p_rows jsonb) returns jsonb
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
begin
  perform public.sync_require_user();
  perform public.sync_check_table(p_table);
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'p_rows must be an array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 500 then
    raise exception 'sync_push takes at most 500 rows a batch' using errcode = '22023';
  end if;
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
  return coalesce(to_jsonb(outcomes), '[]'::jsonb);
end
$$;
