-- Change feed for the local backend's Realtime (server/realtime): every table in the
-- publication supabase_realtime gets an AFTER row trigger that announces each
-- INSERT, UPDATE and DELETE with pg_notify on the channel `realtime_changes`.
-- Hosted Supabase (and `supabase start`) stream changes from the WAL and have a
-- `realtime` schema: there the triggers are not created (see the end of this file).
--
-- Payload choice: keys, then a look-up. A NOTIFY payload must stay under 8000 bytes
-- and our rows can hold megabytes (a draft with an image), so the message carries
--   {"schema", "table", "type": "INSERT|UPDATE|DELETE", "keys": {<primary key>},
--    "old": {<old row>}, "omitted": [<columns left out of old>]}     (old: UPDATE/DELETE)
-- and the server reads the current row back as each subscriber, under row level
-- security: a subscriber gets exactly the values it may read, or nothing. The old
-- row (old_record, and the only way to decide who may hear of a DELETE) is sent
-- whole when it fits; otherwise values longer than 256 bytes are left out (named in
-- "omitted"), and if that is still too long only the key remains. A change whose
-- key alone does not fit is not announced (a warning), never a failed write.

create function public.realtime_notify_change() returns trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  source record;
  key_list text;
  keys jsonb;
  old_row jsonb;
  omitted jsonb := '[]'::jsonb;
  message jsonb;
begin
  if TG_OP = 'DELETE' then
    source := OLD;
  else
    source := NEW;
  end if;
  -- The key columns come as trigger arguments; reading only them avoids turning a
  -- large new row into JSON on every write.
  select string_agg(pg_catalog.format('%L, ($1).%I', k, k), ', ') into key_list
    from pg_catalog.unnest(TG_ARGV) as k;
  execute pg_catalog.format('select pg_catalog.jsonb_build_object(%s)', key_list) into keys using source;
  message := pg_catalog.jsonb_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP, 'keys', keys);

  if TG_OP <> 'INSERT' then
    old_row := pg_catalog.to_jsonb(OLD);
    if pg_catalog.octet_length((message || pg_catalog.jsonb_build_object('old', old_row, 'omitted', omitted))::text) > 7900 then
      select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value) filter (where pg_catalog.octet_length(e.value::text) <= 256), '{}'::jsonb),
             coalesce(pg_catalog.jsonb_agg(e.key) filter (where pg_catalog.octet_length(e.value::text) > 256), '[]'::jsonb)
        into old_row, omitted
        from pg_catalog.jsonb_each(old_row) as e;
    end if;
    message := message || pg_catalog.jsonb_build_object('old', old_row, 'omitted', omitted);
    if pg_catalog.octet_length(message::text) > 7900 then
      select coalesce(pg_catalog.jsonb_agg(e.key), '[]'::jsonb) into omitted
        from pg_catalog.jsonb_each(pg_catalog.to_jsonb(OLD)) as e
       where not keys ? e.key;
      message := message || pg_catalog.jsonb_build_object('old', keys, 'omitted', omitted);
    end if;
  end if;

  if pg_catalog.octet_length(message::text) > 7900 then
    raise warning 'realtime: a change on %.% is not announced (its key is too long for NOTIFY)', TG_TABLE_SCHEMA, TG_TABLE_NAME;
    return null;
  end if;
  perform pg_catalog.pg_notify('realtime_changes', message::text);
  return null;
end
$$;

-- Puts the trigger on every table of the publication (with its primary key columns
-- as arguments) and takes it off tables that left the publication. Idempotent: the
-- local backend also runs it when Realtime starts, so tables published by later
-- migrations are covered. A published table without a primary key is skipped.
create function public.realtime_sync_triggers() returns void
  language plpgsql
  set search_path = ''
  as $$
declare
  t record;
begin
  for t in
    select c.oid, n.nspname, c.relname,
           (select pg_catalog.string_agg(pg_catalog.quote_literal(a.attname), ', ' order by k.ord)
              from pg_catalog.pg_index i
              cross join lateral pg_catalog.unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
              join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = c.oid and i.indisprimary) as key_args
      from pg_catalog.pg_publication_tables p
      join pg_catalog.pg_namespace n on n.nspname = p.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
  loop
    if t.key_args is null then
      raise warning 'realtime: %.% has no primary key, its changes are not announced', t.nspname, t.relname;
      continue;
    end if;
    execute pg_catalog.format(
      'create or replace trigger realtime_notify after insert or update or delete on %I.%I
         for each row execute function public.realtime_notify_change(%s)',
      t.nspname, t.relname, t.key_args
    );
  end loop;

  for t in
    select tg.tgrelid::regclass as rel
      from pg_catalog.pg_trigger tg
     where tg.tgname = 'realtime_notify'
       and tg.tgfoid = 'public.realtime_notify_change()'::regprocedure
       and not exists (
         select 1 from pg_catalog.pg_publication_tables p
           join pg_catalog.pg_namespace n on n.nspname = p.schemaname
           join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
          where p.pubname = 'supabase_realtime' and c.oid = tg.tgrelid)
  loop
    execute pg_catalog.format('drop trigger realtime_notify on %s', t.rel);
  end loop;
end
$$;

-- Neither is an API: no role but the owner may call them.
revoke execute on function public.realtime_notify_change() from public, anon, authenticated, service_role;
revoke execute on function public.realtime_sync_triggers() from public, anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'realtime') then
    perform public.realtime_sync_triggers();
  end if;
end
$$;
