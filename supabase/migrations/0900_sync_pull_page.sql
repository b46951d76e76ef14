-- sync_pull (0100_sync_replication.sql) built the JSON of every row after the
-- checkpoint, then sorted them and kept one page: the to_jsonb ran before the LIMIT.
-- A device's first download of 5,000 history rows in pages of 500 built 27,500 row
-- documents for 5,000 rows, and a 100-row page of a 500-row account cost 5 ms of the
-- database's time, 4 of them for rows it then threw away.
--
-- Now the page is chosen on the keys alone, in the order an index gives, and only its
-- rows are turned into JSON. The index is on (user_id, _txid, id::text), the order and
-- the checkpoint comparison sync_pull uses (ids are compared as text, because not every
-- synced table's key is a uuid), so neither the page nor the count of the rows still to
-- come needs a sort. It replaces the (user_id, _txid, id) index, which served nothing
-- else. Same contract: same arguments, same answer.

do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'content_preferences', 'tone_templates', 'content_history', 'generator_drafts', 'usage_tracking']
  loop
    execute format('create index %I on public.%I (user_id, _txid, (id::text))', t || '_sync_page_idx', t);
    execute format('drop index public.%I', t || '_sync_txid_idx');
  end loop;
end
$$;

create or replace function public.sync_pull(p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb default null)
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
      with picked as materialized (
        select t._txid, t.id, t.id::text as id_text
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
        coalesce((
          select jsonb_agg(to_jsonb(t) - '_txid' order by p._txid, p.id_text)
          from picked p
          join public.%1$I t on t.id = p.id
        ), '[]'::jsonb),
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
