-- What a studio keeps of its own: the brand profile, content preferences
-- per content type, tone templates, content history, and the generators' drafts.
-- Every table syncs both ways with the device: `id` primary key, the owner's
-- `user_id`, and the replication columns `_modified` (trigger, 0005) and `_deleted`
-- (soft delete). user_id defaults to the caller, as a convenience for REST writes.

-- One row per user: id = user_id, so two offline devices converge on one row.
create table public.profiles (
  id uuid primary key,
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null default '' check (char_length(full_name) <= 200),
  business_name text not null default '' check (char_length(business_name) <= 200),
  business_description text not null default '' check (char_length(business_description) <= 5000),
  website_url text not null default '' check (char_length(website_url) <= 2048),
  business_type text not null default '' check (char_length(business_type) <= 100),
  primary_services jsonb not null default '[]'::jsonb
    check (public.is_string_array(primary_services, 50, 100)),
  wellness_specialties jsonb not null default '[]'::jsonb
    check (public.is_string_array(wellness_specialties, 50, 100)),
  target_audience text not null default '' check (char_length(target_audience) <= 2000),
  brand_personality jsonb not null
    default '{"spiritual_practical":50,"calm_energetic":50,"formal_casual":50,"detailed_concise":50}'::jsonb
    check (public.is_slider_set(brand_personality)),
  seo_keywords jsonb not null default '[]'::jsonb
    check (public.is_string_array(seo_keywords, 50, 100)),
  preferred_language text not null default 'en'
    check (char_length(preferred_language) between 2 and 16),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  check (id = user_id)
);

create index profiles_sync_idx on public.profiles (user_id, _modified, id);

-- The admin list reads user_subscriptions with profiles(full_name, business_name):
-- PostgREST embeds through a foreign key, so the subscription points at the profile
-- too. Consequence: a profile cannot be hard-deleted while its owner has a
-- subscription (23503); deleting the auth user removes both.
alter table public.user_subscriptions
  add constraint user_subscriptions_profile_fkey
  foreign key (user_id) references public.profiles (user_id);

-- One row per user and content type: id "<user_id>:<content_type>".
create table public.content_preferences (
  id text primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  content_type text not null
    check (content_type in ('blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video')),
  default_settings jsonb not null default '{}'::jsonb
    check (public.is_small_object(default_settings, 20000)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  unique (user_id, content_type),
  check (id = user_id::text || ':' || content_type)
);

create index content_preferences_sync_idx on public.content_preferences (user_id, _modified, id);

create table public.tone_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  brand_voice_settings jsonb not null
    default '{"spiritual_practical":50,"calm_energetic":50,"formal_casual":50,"detailed_concise":50}'::jsonb
    check (public.is_slider_set(brand_voice_settings)),
  content_preferences jsonb not null
    default '{"include_questions":true,"use_personal_pronouns":true,"include_call_to_action":true,"emotional_tone":"encouraging"}'::jsonb
    check (public.is_tone_preferences(content_preferences)),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create index tone_templates_sync_idx on public.tone_templates (user_id, _modified, id);

-- Exactly one default per user: a client clears the old default before it sets a
-- new one. A deleted template does not count.
create unique index tone_templates_one_default_idx
  on public.tone_templates (user_id)
  where is_default and not _deleted;

create table public.content_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  content_type text not null
    check (content_type in ('blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video')),
  title text not null default '' check (char_length(title) <= 300),
  content text not null default '' check (char_length(content) <= 200000),
  -- The inputs a piece was made from (keywords, platform, tone...), for display.
  metadata jsonb not null default '{}'::jsonb
    check (public.is_small_object(metadata, 20000)),
  status text not null default 'draft'
    check (status in ('draft', 'published', 'scheduled', 'archived')),
  word_count integer not null default 0
    check (word_count between 0 and 1000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create index content_history_sync_idx on public.content_history (user_id, _modified, id);
create index content_history_recent_idx on public.content_history (user_id, created_at desc);

-- The generator forms and their last output, one per user and tool, so a closed
-- tab or a second device finds the work where it was left.
create table public.generator_drafts (
  id text primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  content_type text not null
    check (content_type in ('blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video')),
  form jsonb not null default '{}'::jsonb
    check (public.is_small_object(form, 1000000)),
  -- Any JSON (text, object, list) or null before a first generation; an image
  -- output may be a data URI, hence the larger cap.
  output jsonb
    check (octet_length(output::text) <= 5000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  unique (user_id, content_type),
  check (id = user_id::text || ':' || content_type)
);

create index generator_drafts_sync_idx on public.generator_drafts (user_id, _modified, id);
