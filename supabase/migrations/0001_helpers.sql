-- Shared building blocks of the schema: who is an administrator, the replication
-- stamp every synced row carries, and the validators the CHECK constraints call.
-- Everything here is plain SQL/plpgsql that a hosted Supabase project accepts.

-- Administrators are users whose app_metadata.role is 'admin'. app_metadata is
-- written only by the auth service (service role), never by the user, so a user
-- cannot make themselves an administrator (user_metadata is ignored on purpose).
create function public.is_admin() returns boolean
  language sql stable
  set search_path = ''
  as $$ select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false) $$;

comment on function public.is_admin() is
  'True when the request''s JWT carries app_metadata.role = admin.';

-- The next `_modified` value. It is clock_timestamp(), made strictly increasing
-- within a database session: when the clock has not moved past the last stamp this
-- session issued (PGlite's clock ticks in milliseconds; two rows in one millisecond
-- would tie), the stamp is the last one plus one microsecond. Pull checkpoints on
-- (_modified, id) then never see one row's later version tie with its earlier one.
create function public.next_sync_stamp() returns timestamptz
  language plpgsql volatile
  set search_path = ''
  as $$
declare
  stamp timestamptz := clock_timestamp();
  last_stamp timestamptz := nullif(current_setting('sync.last_stamp', true), '')::timestamptz;
begin
  if last_stamp is not null and stamp <= last_stamp then
    stamp := last_stamp + interval '1 microsecond';
  end if;
  perform set_config('sync.last_stamp', stamp::text, false);
  return stamp;
end
$$;

-- BEFORE INSERT OR UPDATE: the server alone decides `_modified` (a value sent by a
-- client is overwritten), and a row's stamp only ever grows.
create function public.set_modified() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new._modified := public.next_sync_stamp();
  if tg_op = 'UPDATE' and new._modified <= old._modified then
    new._modified := old._modified + interval '1 microsecond';
  end if;
  return new;
end
$$;

-- BEFORE UPDATE: keep an updated_at the client set (an offline edit keeps its own
-- time); otherwise stamp the update.
create function public.touch_updated_at() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- BEFORE UPDATE: a row never changes owner (for admins either). Raised as
-- insufficient_privilege, like the row level security refusal it backs up.
create function public.keep_owner() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if new.user_id is distinct from old.user_id then
    raise exception 'user_id of a % row cannot change', tg_table_name
      using errcode = '42501';
  end if;
  return new;
end
$$;

-- BEFORE INSERT on tables keyed "<user_id>:<content_type>" (content_preferences,
-- generator_drafts): the id may be left out, as the app's upserts do.
create function public.fill_user_type_id() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new.id := coalesce(new.id, new.user_id::text || ':' || new.content_type);
  return new;
end
$$;

-- A JSON array of at most max_items strings, each at most max_length characters.
create function public.is_string_array(value jsonb, max_items integer, max_length integer)
  returns boolean
  language sql immutable
  set search_path = ''
  as $$
    select case
      when jsonb_typeof(value) <> 'array' then false
      else jsonb_array_length(value) <= max_items
        and not exists (
          select 1 from jsonb_array_elements(value) as item
          where jsonb_typeof(item) <> 'string' or char_length(item #>> '{}') > max_length
        )
    end
  $$;

-- The four brand personality sliders, exactly these keys, each a number 0-100
-- (profiles.brand_personality, tone_templates.brand_voice_settings).
create function public.is_slider_set(value jsonb) returns boolean
  language sql immutable
  set search_path = ''
  as $$
    select case
      when jsonb_typeof(value) <> 'object' then false
      else value ?& array['spiritual_practical', 'calm_energetic', 'formal_casual', 'detailed_concise']
        and (value - array['spiritual_practical', 'calm_energetic', 'formal_casual', 'detailed_concise']) = '{}'::jsonb
        and not exists (
          select 1 from jsonb_each(value) as slider(key, level)
          where jsonb_typeof(slider.level) <> 'number' or (slider.level #>> '{}')::numeric not between 0 and 100
        )
    end
  $$;

-- tone_templates.content_preferences: three switches and one of the eight
-- emotional tones, exactly these keys.
create function public.is_tone_preferences(value jsonb) returns boolean
  language sql immutable
  set search_path = ''
  as $$
    select case
      when jsonb_typeof(value) <> 'object' then false
      else value ?& array['include_questions', 'use_personal_pronouns', 'include_call_to_action', 'emotional_tone']
        and (value - array['include_questions', 'use_personal_pronouns', 'include_call_to_action', 'emotional_tone']) = '{}'::jsonb
        and jsonb_typeof(value -> 'include_questions') = 'boolean'
        and jsonb_typeof(value -> 'use_personal_pronouns') = 'boolean'
        and jsonb_typeof(value -> 'include_call_to_action') = 'boolean'
        and coalesce(value ->> 'emotional_tone', '') in (
          'encouraging', 'calming', 'inspiring', 'authoritative',
          'friendly', 'professional', 'nurturing', 'motivational'
        )
    end
  $$;

-- A JSON object whose text form is at most max_bytes (settings, drafts, metadata).
create function public.is_small_object(value jsonb, max_bytes integer) returns boolean
  language sql immutable
  set search_path = ''
  as $$ select jsonb_typeof(value) = 'object' and octet_length(value::text) <= max_bytes $$;
