-- What the device replication (sync/replication) needs from the database: a pull
-- checkpoint that cannot skip a row, and one request per pushed batch.
--
-- Why not a checkpoint on (_modified, id): `_modified` is stamped when a statement
-- runs, not when its transaction commits. A transaction stamped 10:00:01 that
-- commits after one stamped 10:00:02 is invisible to a device that pulls in between;
-- that device's checkpoint then passes 10:00:01 and the row is never pulled
-- (https://github.com/pubkey/rxdb/issues/5843).
--
-- The scheme used instead: every write records the id of its transaction
-- (`_txid`, xid8, 64 bits, never wraps). A pull returns only rows whose
-- transaction is older than its snapshot's xmin, the oldest transaction still in
-- progress: every transaction below xmin has committed (its rows are visible) or
-- rolled back (no rows), and every transaction that starts later receives a
-- larger id. So once a pull has passed a (_txid, id) position, no row can appear
-- behind it. Rows of transactions still running wait for the next pull.

-- The synced tables get the transaction id of their last write.
create function public.sync_stamp_txid() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new._txid := pg_catalog.pg_current_xact_id();
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'content_preferences', 'tone_templates', 'content_history', 'generator_drafts', 'usage_tracking']
  loop
    execute format('alter table public.%I add column _txid xid8 not null default pg_current_xact_id()', t);
    execute format('create index %I on public.%I (user_id, _txid, id)', t || '_sync_txid_idx', t);
    execute format(
      'create trigger sync_txid before insert or update on public.%I for each row execute function public.sync_stamp_txid()',
      t
    );
  end loop;
end
$$;

-- The tables a device writes and pulls through these functions.
create function public.sync_check_table(p_table text) returns void
  language plpgsql immutable
  set search_path = ''
  as $$
begin
  if p_table is null or p_table not in (
    'profiles', 'content_preferences', 'tone_templates', 'content_history', 'generator_drafts', 'usage_tracking'
  ) then
    raise exception 'table % is not replicated', p_table using errcode = '22023';
  end if;
end
$$;

-- Replication only ever runs for a signed-in user: an anonymous caller gets an
-- error, never an empty answer that a device could read as "no data".
create function public.sync_require_user() returns uuid
  language plpgsql stable
  set search_path = ''
  as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'sign-in required for replication' using errcode = '42501';
  end if;
  return uid;
end
$$;

-- One page of the caller's own rows after the checkpoint (p_after_txid, p_after_id),
-- oldest transaction first. Answer: {rows, checkpoint: {txid, id} | null, remaining}.
-- `remaining` counts the rows after this page that are already pullable (for a first
-- download's progress). Administrators read other users' rows under row level
-- security; a device only ever pulls its own, hence the explicit user filter.
-- p_ids (a JSON list of ids, optional) asks for these rows again whatever the
-- checkpoint: the rows this device just pushed. A pull that ran while a push of the
-- same row was completing could not apply that row (RxDB keeps local changes), and
-- the checkpoint has moved past it; asking again gives the device the server's new
-- `_modified`. A checkpoint older than every transaction of this server (a restored
-- or recreated database) starts the pull over.
create function public.sync_pull(p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb default null)
  returns jsonb
  language plpgsql stable
  security invoker
  set search_path = ''
  as $$
declare
  uid uuid := public.sync_require_user();
  snapshot pg_catalog.pg_snapshot := pg_catalog.pg_current_snapshot();
  horizon xid8 := pg_catalog.pg_snapshot_xmin(snapshot);
  after_txid text := p_after_txid;
  after_id text := p_after_id;
  page jsonb;
  again jsonb;
  last_txid text;
  last_id text;
  remaining bigint;
begin
  perform public.sync_check_table(p_table);
  if p_limit is null or p_limit < 1 or p_limit > 5000 then
    raise exception 'page size must be between 1 and 5000' using errcode = '22023';
  end if;
  if after_txid is not null and after_txid::xid8 >= pg_catalog.pg_snapshot_xmax(snapshot) then
    after_txid := null;
    after_id := null;
  end if;
  execute format(
    $sql$
      with picked as (
        select t._txid, t.id::text as id_text, to_jsonb(t) - '_txid' as row
        from public.%1$I t
        where t.user_id = $1
          and t._txid < $2
          and ($3::xid8 is null or (t._txid, t.id::text) > ($3::xid8, $4::text))
        order by t._txid, t.id::text
        limit $5
      ), last as (
        select _txid::text as txid, id_text from picked order by _txid desc, id_text desc limit 1
      )
      select
        coalesce((select jsonb_agg(row order by _txid, id_text) from picked), '[]'::jsonb),
        (select txid from last),
        (select id_text from last)
    $sql$,
    p_table
  ) into page, last_txid, last_id using uid, horizon, after_txid, after_id, p_limit;

  if jsonb_typeof(p_ids) = 'array' and jsonb_array_length(p_ids) > 0 then
    execute format(
      $sql$
        select coalesce(jsonb_agg(to_jsonb(t) - '_txid'), '[]'::jsonb)
        from public.%1$I t
        where t.user_id = $1
          and t.id::text in (select jsonb_array_elements_text($2))
          and not exists (select 1 from jsonb_array_elements($3) as p(row) where p.row ->> 'id' = t.id::text)
      $sql$,
      p_table
    ) into again using uid, p_ids, page;
    page := page || again;
  end if;

  if last_txid is null then
    remaining := 0;
  else
    execute format(
      'select count(*) from public.%1$I t where t.user_id = $1 and t._txid < $2 and (t._txid, t.id::text) > ($3::xid8, $4::text)',
      p_table
    ) into remaining using uid, horizon, last_txid, last_id;
  end if;

  return jsonb_build_object(
    'rows', page,
    'checkpoint', case when last_txid is null then null else jsonb_build_object('txid', last_txid, 'id', last_id) end,
    'remaining', remaining
  );
end
$$;

-- The pull-only data a device mirrors in full (small tables): active master prompts,
-- active plans, and the caller's own subscriptions with their plan.
create function public.sync_snapshot(p_table text) returns jsonb
  language plpgsql stable
  security invoker
  set search_path = ''
  as $$
declare
  uid uuid := public.sync_require_user();
  result jsonb;
begin
  if p_table = 'master_prompts' then
    select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at, p.id), '[]'::jsonb) into result
    from public.master_prompts p
    where p.is_active and not p._deleted;
  elsif p_table = 'subscription_plans' then
    select coalesce(jsonb_agg(to_jsonb(p) order by p.price, p.id), '[]'::jsonb) into result
    from public.subscription_plans p
    where p.is_active and not p._deleted;
  elsif p_table = 'user_subscriptions' then
    select coalesce(jsonb_agg(
      to_jsonb(s) || jsonb_build_object('plan', (
        select jsonb_build_object('id', p.id, 'name', p.name, 'credits_limit', p.credits_limit, 'price', p.price, 'currency', p.currency)
        from public.subscription_plans p where p.id = s.plan_id
      )) order by s.created_at, s.id), '[]'::jsonb) into result
    from public.user_subscriptions s
    where s.user_id = uid and not s._deleted;
  else
    raise exception 'table % is not mirrored', p_table using errcode = '22023';
  end if;
  return result;
end
$$;

-- Writes one pushed row and says what happened:
--   {id, status: 'ok'}                        written (or already equal on the server)
--   {id, status: 'conflict', row: <server>}   the server changed since p_base; nothing written
--   {id, status: 'rejected', code, message}   refused (row level security, CHECK, ...)
-- p_base is the server `_modified` the device last saw, null for a row it created.
-- Runs as the caller (security invoker), so row level security and every
-- constraint apply. Raises; sync_push turns the error into a 'rejected' entry.
create function public.sync_push_row(p_table text, p_row jsonb, p_base text) returns jsonb
  language plpgsql volatile
  security invoker
  set search_path = ''
  as $$
declare
  cols text[];
  col_list text;
  select_list text;
  set_list text;
  written jsonb;
  current_row jsonb;
  row_id text := p_row ->> 'id';
  is_deleted boolean := coalesce((p_row ->> '_deleted')::boolean, false);
begin
  if row_id is null then
    raise exception 'a pushed row needs an id' using errcode = '23502';
  end if;
  select array_agg(a.attname::text order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(p_table))::regclass
    and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('_modified', '_txid')
    and p_row ? a.attname::text;

  select string_agg(quote_ident(c), ', '), string_agg('r.' || quote_ident(c), ', '),
         string_agg(quote_ident(c) || ' = r.' || quote_ident(c), ', ')
    into col_list, select_list, set_list
  from unnest(cols) as c;

  if p_base is not null then
    execute format(
      'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) r
        where t.id = r.id and t._modified = $2::timestamptz and (%3$s) is distinct from (%4$s)
        returning to_jsonb(t.*)',
      p_table, set_list,
      (select string_agg('t.' || quote_ident(c), ', ') from unnest(cols) as c),
      select_list
    ) into written using p_row, p_base;
    if written is not null then
      return jsonb_build_object('id', row_id, 'status', 'ok');
    end if;

    execute format(
      'select jsonb_build_object(''row'', to_jsonb(t.*), ''same'', t._modified = $2::timestamptz and (%2$s) is not distinct from (%3$s))
         from public.%1$I t, jsonb_populate_record(null::public.%1$I, $1) r where t.id = r.id',
      p_table,
      (select string_agg('t.' || quote_ident(c), ', ') from unnest(cols) as c),
      select_list
    ) into current_row using p_row, p_base;

    if current_row is not null then
      if (current_row ->> 'same')::boolean then
        return jsonb_build_object('id', row_id, 'status', 'ok');
      end if;
      if ((current_row -> 'row' ->> '_modified')::timestamptz) = p_base::timestamptz then
        -- Visible and unchanged since the device saw it, yet the update wrote nothing:
        -- row level security does not let this user change it.
        return jsonb_build_object('id', row_id, 'status', 'rejected', 'code', '42501',
          'message', format('not allowed to change this %s row', p_table));
      end if;
      return jsonb_build_object('id', row_id, 'status', 'conflict', 'row', (current_row -> 'row') - '_txid');
    end if;
    -- The row is gone from the server (or not visible): a deletion has nothing left
    -- to do; any other change is written as a new row below.
    if is_deleted then
      return jsonb_build_object('id', row_id, 'status', 'ok');
    end if;
  end if;

  execute format(
    'insert into public.%1$I (%2$s) select %3$s from jsonb_populate_record(null::public.%1$I, $1) r
      on conflict (id) do nothing returning to_jsonb(%1$I.*)',
    p_table, col_list, select_list
  ) into written using p_row;
  if written is not null then
    return jsonb_build_object('id', row_id, 'status', 'ok');
  end if;

  execute format(
    'select to_jsonb(t.*) from public.%1$I t, jsonb_populate_record(null::public.%1$I, $1) r where t.id = r.id',
    p_table
  ) into current_row using p_row;
  if current_row is null then
    return jsonb_build_object('id', row_id, 'status', 'rejected', 'code', '42501',
      'message', format('this %s id belongs to another account', p_table));
  end if;
  return jsonb_build_object('id', row_id, 'status', 'conflict', 'row', current_row - '_txid');
end
$$;

-- One pushed batch: p_rows = [{row: {...columns, _deleted}, base: <_modified text> | null}].
-- Each row runs in its own subtransaction, so one refused row does not fail the
-- others. A row that hits a unique constraint is tried once more after the rest of
-- the batch (switching the default tone template clears the old default in the
-- same batch, possibly after the new one). Answer: one entry per row, in order.
create function public.sync_push(p_table text, p_rows jsonb) returns jsonb
  language plpgsql volatile
  security invoker
  set search_path = ''
  as $$
declare
  item jsonb;
  outcome jsonb;
  results jsonb := '{}'::jsonb;
  ordered jsonb := '[]'::jsonb;
  retry jsonb := '[]'::jsonb;
  pass integer;
  batch jsonb := p_rows;
  err_code text;
  err_message text;
begin
  perform public.sync_require_user();
  perform public.sync_check_table(p_table);
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'p_rows must be an array' using errcode = '22023';
  end if;
  for pass in 1..2 loop
    retry := '[]'::jsonb;
    for item in select value from jsonb_array_elements(batch) loop
      begin
        outcome := public.sync_push_row(p_table, item -> 'row', item ->> 'base');
      exception when others then
        get stacked diagnostics err_code = returned_sqlstate, err_message = message_text;
        if err_code = '23505' and pass = 1 then
          retry := retry || jsonb_build_array(item);
          continue;
        end if;
        outcome := jsonb_build_object('id', item -> 'row' ->> 'id', 'status', 'rejected',
          'code', err_code, 'message', err_message);
      end;
      results := results || jsonb_build_object(item -> 'row' ->> 'id', outcome);
    end loop;
    exit when jsonb_array_length(retry) = 0;
    batch := retry;
  end loop;
  for item in select value from jsonb_array_elements(p_rows) loop
    ordered := ordered || jsonb_build_array(results -> (item -> 'row' ->> 'id'));
  end loop;
  return ordered;
end
$$;
