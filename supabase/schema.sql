-- supabase/schema.sql: the database schema as the migrations build it today.
-- Written by `npm run schema`; never edit it by hand, and never run it against a database.
--
-- Migrations (supabase/migrations/) are history: once applied they never change, and a
-- later migration replaces a function or policy whole. Read today's tables, policies and
-- function bodies here. After adding a migration, run `npm run schema` and commit this file
-- with it: tests/db/schema-snapshot.test.ts fails while the two disagree.
--
-- Every object the migrations create or change, by schema (public first), then tables
-- (each followed by its indexes, triggers and policies), views, functions, Storage
-- buckets, and last the database-wide publication and role settings. What Supabase
-- provides before the first migration (auth.users, storage.objects...) is left out, and
-- privileges are those PostgreSQL 15 knows (no MAINTAIN).

-- table public.briefs
create table public.briefs (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  studio_id uuid not null,
  kind text not null,
  title text default ''::text not null,
  starts_on text default ''::text not null,
  ends_on text default ''::text not null,
  times text default ''::text not null,
  location text default ''::text not null,
  leaders text default ''::text not null,
  price text default ''::text not null,
  bring text default ''::text not null,
  booking text default ''::text not null,
  places_left integer,
  audience text default ''::text not null,
  key_message text default ''::text not null,
  avoid text default ''::text not null,
  details text default ''::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  _origin text,
  constraint briefs_pkey PRIMARY KEY (id),
  constraint briefs_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint briefs_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint briefs_audience_check CHECK (char_length(audience) <= 1000),
  constraint briefs_avoid_check CHECK (char_length(avoid) <= 1000),
  constraint briefs_booking_check CHECK (char_length(booking) <= 1000),
  constraint briefs_bring_check CHECK (char_length(bring) <= 1000),
  constraint briefs_details_check CHECK (char_length(details) <= 5000),
  constraint briefs_ends_on_check CHECK (ends_on = ''::text OR public.is_iso_date(ends_on) AND starts_on <> ''::text AND ends_on >= starts_on),
  constraint briefs_key_message_check CHECK (char_length(key_message) <= 1000),
  constraint briefs_kind_check CHECK (kind = ANY (ARRAY['event'::text, 'offer'::text, 'class'::text, 'workshop'::text, 'announcement'::text])),
  constraint briefs_leaders_check CHECK (char_length(leaders) <= 1000),
  constraint briefs_location_check CHECK (char_length(location) <= 1000),
  constraint briefs_places_left_check CHECK (places_left >= 0),
  constraint briefs_price_check CHECK (char_length(price) <= 1000),
  constraint briefs_starts_on_check CHECK (starts_on = ''::text OR public.is_iso_date(starts_on)),
  constraint briefs_times_check CHECK (char_length(times) <= 1000),
  constraint briefs_title_check CHECK (char_length(title) <= 200)
);
alter table public.briefs enable row level security;
grant select, insert, update, delete on table public.briefs to anon, authenticated;
grant all on table public.briefs to service_role;

-- index public.briefs_studio_page_idx on public.briefs
CREATE INDEX briefs_studio_page_idx ON public.briefs USING btree (studio_id, _txid, ((id)::text));

-- trigger keep_owner on public.briefs
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_studio_scope on public.briefs
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger realtime_notify on public.briefs
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.briefs
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.briefs
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.briefs
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.briefs
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.briefs FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Members delete" on public.briefs
create policy "Members delete" on public.briefs
  for delete
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members insert as themselves" on public.briefs
create policy "Members insert as themselves" on public.briefs
  for insert
  to authenticated
  with check (((studio_id IN ( SELECT public.member_studios() AS member_studios)) AND (user_id = ( SELECT auth.uid() AS uid))));

-- policy "Members read" on public.briefs
create policy "Members read" on public.briefs
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members update" on public.briefs
create policy "Members update" on public.briefs
  for update
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)))
  with check ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- table public.calendar_feeds
create table public.calendar_feeds (
  studio_id uuid not null,
  token_hash text not null,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  constraint calendar_feeds_pkey PRIMARY KEY (studio_id),
  constraint calendar_feeds_token_hash_key UNIQUE (token_hash),
  constraint calendar_feeds_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint calendar_feeds_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint calendar_feeds_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$'::text)
);
alter table public.calendar_feeds enable row level security;
grant all on table public.calendar_feeds to service_role;

-- policy "Owners read their studios' calendar feed" on public.calendar_feeds
create policy "Owners read their studios' calendar feed" on public.calendar_feeds
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- table public.content_history
create table public.content_history (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  content_type text not null,
  title text default ''::text not null,
  content text default ''::text not null,
  metadata jsonb default '{}'::jsonb not null,
  status text default 'draft'::text not null,
  word_count integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  studio_id uuid not null,
  _origin text,
  scheduled_for timestamp with time zone,
  channel text,
  published_at timestamp with time zone,
  published_link text,
  approved_at timestamp with time zone,
  approved_by uuid,
  review_thread jsonb default '[]'::jsonb not null,
  constraint content_history_pkey PRIMARY KEY (id),
  constraint content_history_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint content_history_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint content_history_channel_check CHECK (channel = ANY (ARRAY['instagram'::text, 'facebook'::text, 'linkedin'::text, 'newsletter'::text, 'blog'::text, 'website'::text, 'email'::text, 'other'::text])),
  constraint content_history_content_check CHECK (char_length(content) <= 200000),
  constraint content_history_content_type_check CHECK (content_type = ANY (public.content_types())),
  constraint content_history_metadata_check CHECK (public.is_small_object(metadata, 20000)),
  constraint content_history_published_has_date CHECK (status <> 'published'::text OR published_at IS NOT NULL),
  constraint content_history_published_link_check CHECK (char_length(published_link) <= 2000 AND published_link ~ '^https?://[^\s]+$'::text),
  constraint content_history_review_thread_check CHECK (public.is_review_thread(review_thread)),
  constraint content_history_scheduled_has_date CHECK (status <> 'scheduled'::text OR scheduled_for IS NOT NULL),
  constraint content_history_status_check CHECK (status = ANY (ARRAY['draft'::text, 'in_review'::text, 'scheduled'::text, 'published'::text, 'archived'::text])),
  constraint content_history_title_check CHECK (char_length(title) <= 300),
  constraint content_history_word_count_check CHECK (word_count >= 0 AND word_count <= 1000000)
);
alter table public.content_history enable row level security;
grant select, insert, update, delete on table public.content_history to anon, authenticated;
grant all on table public.content_history to service_role;

-- index public.content_history_recent_idx on public.content_history
CREATE INDEX content_history_recent_idx ON public.content_history USING btree (user_id, created_at DESC);

-- index public.content_history_studio_page_idx on public.content_history
CREATE INDEX content_history_studio_page_idx ON public.content_history USING btree (studio_id, _txid, ((id)::text));

-- index public.content_history_studio_planned_idx on public.content_history
CREATE INDEX content_history_studio_planned_idx ON public.content_history USING btree (studio_id, scheduled_for) WHERE ((scheduled_for IS NOT NULL) AND (NOT _deleted));

-- index public.content_history_studio_recent_idx on public.content_history
CREATE INDEX content_history_studio_recent_idx ON public.content_history USING btree (studio_id, created_at DESC);

-- index public.content_history_sync_idx on public.content_history
CREATE INDEX content_history_sync_idx ON public.content_history USING btree (user_id, _modified, id);

-- trigger keep_owner on public.content_history
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_studio_scope on public.content_history
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger realtime_notify on public.content_history
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger review_content on public.content_history
CREATE TRIGGER review_content BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.review_content();

-- trigger stamp_modified on public.content_history
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger stamp_plan on public.content_history
CREATE TRIGGER stamp_plan BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.stamp_plan();

-- trigger sync_origin on public.content_history
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.content_history
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.content_history
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.content_history FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Members delete" on public.content_history
create policy "Members delete" on public.content_history
  for delete
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members insert as themselves" on public.content_history
create policy "Members insert as themselves" on public.content_history
  for insert
  to authenticated
  with check (((studio_id IN ( SELECT public.member_studios() AS member_studios)) AND (user_id = ( SELECT auth.uid() AS uid))));

-- policy "Members read" on public.content_history
create policy "Members read" on public.content_history
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members update" on public.content_history
create policy "Members update" on public.content_history
  for update
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)))
  with check ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- table public.content_preferences
create table public.content_preferences (
  id text not null,
  user_id uuid default auth.uid() not null,
  content_type text not null,
  default_settings jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  _row_key uuid default gen_random_uuid() not null,
  studio_id uuid not null,
  _origin text,
  constraint content_preferences_pkey PRIMARY KEY (id),
  constraint content_preferences_user_id_content_type_key UNIQUE (user_id, content_type),
  constraint content_preferences_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint content_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint content_preferences_check CHECK (id = ((user_id::text || ':'::text) || content_type)),
  constraint content_preferences_content_type_check CHECK (content_type = ANY (public.content_types())),
  constraint content_preferences_default_settings_check CHECK (public.is_small_object(default_settings, 20000)),
  constraint content_preferences_user_is_studio CHECK (user_id = studio_id)
);
alter table public.content_preferences enable row level security;
alter table public.content_preferences replica identity using index content_preferences_row_key_idx;
grant select, insert, update, delete on table public.content_preferences to anon, authenticated;
grant all on table public.content_preferences to service_role;

-- index public.content_preferences_row_key_idx on public.content_preferences
CREATE UNIQUE INDEX content_preferences_row_key_idx ON public.content_preferences USING btree (_row_key);

-- index public.content_preferences_studio_page_idx on public.content_preferences
CREATE INDEX content_preferences_studio_page_idx ON public.content_preferences USING btree (studio_id, _txid, id);

-- index public.content_preferences_sync_idx on public.content_preferences
CREATE INDEX content_preferences_sync_idx ON public.content_preferences USING btree (user_id, _modified, id);

-- trigger fill_id on public.content_preferences
CREATE TRIGGER fill_id BEFORE INSERT ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.fill_user_type_id();

-- trigger keep_owner on public.content_preferences
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_row_key on public.content_preferences
CREATE TRIGGER keep_row_key BEFORE INSERT OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.keep_row_key();

-- trigger keep_studio_scope on public.content_preferences
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger realtime_notify on public.content_preferences
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.content_preferences
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.content_preferences
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.content_preferences
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.content_preferences
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.content_preferences FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Members read" on public.content_preferences
create policy "Members read" on public.content_preferences
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Owners delete" on public.content_preferences
create policy "Owners delete" on public.content_preferences
  for delete
  to authenticated
  using ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- policy "Owners insert" on public.content_preferences
create policy "Owners insert" on public.content_preferences
  for insert
  to authenticated
  with check ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- policy "Owners update" on public.content_preferences
create policy "Owners update" on public.content_preferences
  for update
  to authenticated
  using ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)))
  with check ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- table public.generator_drafts
create table public.generator_drafts (
  id text not null,
  user_id uuid default auth.uid() not null,
  content_type text not null,
  form jsonb default '{}'::jsonb not null,
  output jsonb,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  _row_key uuid default gen_random_uuid() not null,
  _origin text,
  last_runs jsonb default '{}'::jsonb not null,
  constraint generator_drafts_pkey PRIMARY KEY (id),
  constraint generator_drafts_user_id_content_type_key UNIQUE (user_id, content_type),
  constraint generator_drafts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint generator_drafts_check CHECK (id = ((user_id::text || ':'::text) || content_type)),
  constraint generator_drafts_content_type_check CHECK (content_type = ANY (public.content_types())),
  constraint generator_drafts_form_check CHECK (public.is_small_object(form, 1000000)),
  constraint generator_drafts_last_runs_check CHECK (jsonb_typeof(last_runs) = 'object'::text AND pg_column_size(last_runs) <= 65536),
  constraint generator_drafts_output_check CHECK (octet_length(output::text) <= 5000000)
);
alter table public.generator_drafts enable row level security;
alter table public.generator_drafts replica identity using index generator_drafts_row_key_idx;
grant select, insert, update, delete on table public.generator_drafts to anon, authenticated;
grant all on table public.generator_drafts to service_role;

-- index public.generator_drafts_row_key_idx on public.generator_drafts
CREATE UNIQUE INDEX generator_drafts_row_key_idx ON public.generator_drafts USING btree (_row_key);

-- index public.generator_drafts_sync_idx on public.generator_drafts
CREATE INDEX generator_drafts_sync_idx ON public.generator_drafts USING btree (user_id, _modified, id);

-- index public.generator_drafts_sync_page_idx on public.generator_drafts
CREATE INDEX generator_drafts_sync_page_idx ON public.generator_drafts USING btree (user_id, _txid, id);

-- trigger fill_id on public.generator_drafts
CREATE TRIGGER fill_id BEFORE INSERT ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.fill_user_type_id();

-- trigger keep_owner on public.generator_drafts
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_row_key on public.generator_drafts
CREATE TRIGGER keep_row_key BEFORE INSERT OR UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.keep_row_key();

-- trigger realtime_notify on public.generator_drafts
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.generator_drafts
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.generator_drafts
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.generator_drafts
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.generator_drafts
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.generator_drafts FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Owners delete drafts" on public.generator_drafts
create policy "Owners delete drafts" on public.generator_drafts
  for delete
  to authenticated
  using ((( SELECT auth.uid() AS uid) = user_id));

-- policy "Owners insert drafts" on public.generator_drafts
create policy "Owners insert drafts" on public.generator_drafts
  for insert
  to authenticated
  with check ((( SELECT auth.uid() AS uid) = user_id));

-- policy "Owners read drafts" on public.generator_drafts
create policy "Owners read drafts" on public.generator_drafts
  for select
  to authenticated
  using ((( SELECT auth.uid() AS uid) = user_id));

-- policy "Owners update drafts" on public.generator_drafts
create policy "Owners update drafts" on public.generator_drafts
  for update
  to authenticated
  using ((( SELECT auth.uid() AS uid) = user_id))
  with check ((( SELECT auth.uid() AS uid) = user_id));

-- table public.master_prompts
create table public.master_prompts (
  id uuid default gen_random_uuid() not null,
  name text not null,
  content_type text not null,
  tone text not null,
  prompt_text text not null,
  is_active boolean default true not null,
  user_id uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  constraint master_prompts_pkey PRIMARY KEY (id),
  constraint master_prompts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint master_prompts_content_type_check CHECK (content_type = ANY (public.content_types())),
  constraint master_prompts_name_check CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 200),
  constraint master_prompts_prompt_text_check CHECK (char_length(btrim(prompt_text)) >= 1 AND char_length(btrim(prompt_text)) <= 10000),
  constraint master_prompts_tone_check CHECK (tone = ANY (ARRAY['Professional'::text, 'Casual'::text, 'Friendly'::text, 'Authoritative'::text, 'Inspirational'::text, 'Conversational'::text, 'Expert'::text, 'Empathetic'::text, 'Wellness'::text, 'Spiritual'::text]))
);
alter table public.master_prompts enable row level security;
grant select, insert, update, delete on table public.master_prompts to anon, authenticated;
grant all on table public.master_prompts to service_role;

-- index public.master_prompts_lookup_idx on public.master_prompts
CREATE INDEX master_prompts_lookup_idx ON public.master_prompts USING btree (content_type) WHERE (is_active AND (NOT _deleted));

-- index public.master_prompts_sync_idx on public.master_prompts
CREATE INDEX master_prompts_sync_idx ON public.master_prompts USING btree (_modified, id);

-- trigger realtime_notify on public.master_prompts
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.master_prompts FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.master_prompts
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.master_prompts FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger touch_updated_at on public.master_prompts
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.master_prompts FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins delete prompts" on public.master_prompts
create policy "Admins delete prompts" on public.master_prompts
  for delete
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Admins insert prompts" on public.master_prompts
create policy "Admins insert prompts" on public.master_prompts
  for insert
  to authenticated
  with check ((( SELECT public.is_admin() AS is_admin) AND ((user_id IS NULL) OR (user_id = ( SELECT auth.uid() AS uid)))));

-- policy "Admins read all prompts" on public.master_prompts
create policy "Admins read all prompts" on public.master_prompts
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Admins update prompts" on public.master_prompts
create policy "Admins update prompts" on public.master_prompts
  for update
  to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check ((( SELECT public.is_admin() AS is_admin) AND ((user_id IS NULL) OR (user_id = ( SELECT auth.uid() AS uid)))));

-- policy "Users read active prompts" on public.master_prompts
create policy "Users read active prompts" on public.master_prompts
  for select
  to authenticated
  using ((is_active AND (NOT _deleted)));

-- table public.profiles
create table public.profiles (
  id uuid not null,
  user_id uuid default auth.uid() not null,
  full_name text default ''::text not null,
  business_name text default ''::text not null,
  business_description text default ''::text not null,
  website_url text default ''::text not null,
  business_type text default ''::text not null,
  primary_services jsonb default '[]'::jsonb not null,
  wellness_specialties jsonb default '[]'::jsonb not null,
  target_audience text default ''::text not null,
  brand_personality jsonb default '{"formal_casual": 50, "calm_energetic": 50, "detailed_concise": 50, "spiritual_practical": 50}'::jsonb not null,
  seo_keywords jsonb default '[]'::jsonb not null,
  preferred_language text default 'en'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  _row_key uuid default gen_random_uuid() not null,
  studio_id uuid not null,
  _origin text,
  time_zone text,
  constraint profiles_pkey PRIMARY KEY (id),
  constraint profiles_user_id_key UNIQUE (user_id),
  constraint profiles_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint profiles_brand_personality_check CHECK (public.is_slider_set(brand_personality)),
  constraint profiles_business_description_check CHECK (char_length(business_description) <= 5000),
  constraint profiles_business_name_check CHECK (char_length(business_name) <= 200),
  constraint profiles_business_type_check CHECK (char_length(business_type) <= 100),
  constraint profiles_check CHECK (id = user_id),
  constraint profiles_full_name_check CHECK (char_length(full_name) <= 200),
  constraint profiles_preferred_language_check CHECK (char_length(preferred_language) >= 2 AND char_length(preferred_language) <= 16),
  constraint profiles_primary_services_check CHECK (public.is_string_array(primary_services, 50, 100)),
  constraint profiles_seo_keywords_check CHECK (public.is_string_array(seo_keywords, 50, 100)),
  constraint profiles_target_audience_check CHECK (char_length(target_audience) <= 2000),
  constraint profiles_time_zone_check CHECK (char_length(time_zone) <= 64 AND time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'::text),
  constraint profiles_user_is_studio CHECK (user_id = studio_id),
  constraint profiles_website_url_check CHECK (char_length(website_url) <= 2048),
  constraint profiles_wellness_specialties_check CHECK (public.is_string_array(wellness_specialties, 50, 100))
);
alter table public.profiles enable row level security;
alter table public.profiles replica identity using index profiles_row_key_idx;
grant select, insert, update, delete on table public.profiles to anon, authenticated;
grant all on table public.profiles to service_role;

-- index public.profiles_row_key_idx on public.profiles
CREATE UNIQUE INDEX profiles_row_key_idx ON public.profiles USING btree (_row_key);

-- index public.profiles_studio_page_idx on public.profiles
CREATE INDEX profiles_studio_page_idx ON public.profiles USING btree (studio_id, _txid, ((id)::text));

-- index public.profiles_sync_idx on public.profiles
CREATE INDEX profiles_sync_idx ON public.profiles USING btree (user_id, _modified, id);

-- trigger fill_id on public.profiles
CREATE TRIGGER fill_id BEFORE INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.fill_profile_id();

-- trigger keep_owner on public.profiles
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_row_key on public.profiles
CREATE TRIGGER keep_row_key BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.keep_row_key();

-- trigger keep_studio_scope on public.profiles
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger realtime_notify on public.profiles
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.profiles
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.profiles
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.profiles
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.profiles
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins read all profiles" on public.profiles
create policy "Admins read all profiles" on public.profiles
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Members read" on public.profiles
create policy "Members read" on public.profiles
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Owners delete" on public.profiles
create policy "Owners delete" on public.profiles
  for delete
  to authenticated
  using ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- policy "Owners insert" on public.profiles
create policy "Owners insert" on public.profiles
  for insert
  to authenticated
  with check ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- policy "Owners update" on public.profiles
create policy "Owners update" on public.profiles
  for update
  to authenticated
  using ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)))
  with check ((studio_id IN ( SELECT public.owned_studios() AS owned_studios)));

-- table public.studio_invitations
create table public.studio_invitations (
  id uuid default gen_random_uuid() not null,
  studio_id uuid not null,
  email text not null,
  role text default 'staff'::text not null,
  token_hash text not null,
  invited_by uuid,
  created_at timestamp with time zone default now() not null,
  expires_at timestamp with time zone not null,
  accepted_at timestamp with time zone,
  accepted_by uuid,
  revoked_at timestamp with time zone,
  constraint studio_invitations_pkey PRIMARY KEY (id),
  constraint studio_invitations_token_hash_key UNIQUE (token_hash),
  constraint studio_invitations_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint studio_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint studio_invitations_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint studio_invitations_email_check CHECK (char_length(email) <= 320 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text),
  constraint studio_invitations_role_check CHECK (role = ANY (ARRAY['owner'::text, 'staff'::text])),
  constraint studio_invitations_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$'::text)
);
alter table public.studio_invitations enable row level security;
grant select on table public.studio_invitations to authenticated;
grant all on table public.studio_invitations to service_role;

-- index public.studio_invitations_open_idx on public.studio_invitations
CREATE UNIQUE INDEX studio_invitations_open_idx ON public.studio_invitations USING btree (studio_id, lower(email)) WHERE ((accepted_at IS NULL) AND (revoked_at IS NULL));

-- policy "Owners read their studios' invitations" on public.studio_invitations
create policy "Owners read their studios' invitations" on public.studio_invitations
  for select
  to authenticated
  using (( SELECT public.is_studio_owner(studio_invitations.studio_id) AS is_studio_owner));

-- table public.studio_members
create table public.studio_members (
  studio_id uuid not null,
  user_id uuid not null,
  role text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _row_key uuid default gen_random_uuid() not null,
  constraint studio_members_pkey PRIMARY KEY (studio_id, user_id),
  constraint studio_members_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint studio_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint studio_members_role_check CHECK (role = ANY (ARRAY['owner'::text, 'staff'::text]))
);
alter table public.studio_members enable row level security;
alter table public.studio_members replica identity using index studio_members_row_key_idx;
grant select on table public.studio_members to authenticated;
grant all on table public.studio_members to service_role;

-- index public.studio_members_row_key_idx on public.studio_members
CREATE UNIQUE INDEX studio_members_row_key_idx ON public.studio_members USING btree (_row_key);

-- index public.studio_members_user_idx on public.studio_members
CREATE INDEX studio_members_user_idx ON public.studio_members USING btree (user_id);

-- trigger keep_row_key on public.studio_members
CREATE TRIGGER keep_row_key BEFORE INSERT OR UPDATE ON public.studio_members FOR EACH ROW EXECUTE FUNCTION public.keep_row_key();

-- trigger keep_studio_owned on public.studio_members
CREATE TRIGGER keep_studio_owned AFTER DELETE ON public.studio_members FOR EACH ROW EXECUTE FUNCTION public.keep_studio_owned();

-- trigger touch_updated_at on public.studio_members
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.studio_members FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins read all members" on public.studio_members
create policy "Admins read all members" on public.studio_members
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Members read their studios' members" on public.studio_members
create policy "Members read their studios' members" on public.studio_members
  for select
  to authenticated
  using (( SELECT public.is_studio_member(studio_members.studio_id) AS is_studio_member));

-- table public.studios
create table public.studios (
  id uuid default gen_random_uuid() not null,
  name text default ''::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _row_key uuid default gen_random_uuid() not null,
  dormant boolean default false not null,
  constraint studios_pkey PRIMARY KEY (id),
  constraint studios_name_check CHECK (char_length(name) <= 200)
);
alter table public.studios enable row level security;
alter table public.studios replica identity using index studios_row_key_idx;
grant select on table public.studios to authenticated;
grant all on table public.studios to service_role;

-- index public.studios_row_key_idx on public.studios
CREATE UNIQUE INDEX studios_row_key_idx ON public.studios USING btree (_row_key);

-- trigger keep_row_key on public.studios
CREATE TRIGGER keep_row_key BEFORE INSERT OR UPDATE ON public.studios FOR EACH ROW EXECUTE FUNCTION public.keep_row_key();

-- trigger touch_updated_at on public.studios
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.studios FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins read all studios" on public.studios
create policy "Admins read all studios" on public.studios
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Members read their studios" on public.studios
create policy "Members read their studios" on public.studios
  for select
  to authenticated
  using (( SELECT public.is_studio_member(studios.id) AS is_studio_member));

-- table public.subscription_plans
create table public.subscription_plans (
  id uuid default gen_random_uuid() not null,
  name text not null,
  credits_limit integer not null,
  price numeric(10,2) not null,
  currency text default 'USD'::text not null,
  paypal_plan_id text,
  features jsonb default '[]'::jsonb not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  constraint subscription_plans_pkey PRIMARY KEY (id),
  constraint subscription_plans_name_key UNIQUE (name),
  constraint subscription_plans_credits_limit_check CHECK (credits_limit >= 1),
  constraint subscription_plans_currency_check CHECK (currency = ANY (ARRAY['USD'::text, 'EUR'::text, 'GBP'::text, 'CAD'::text, 'AUD'::text, 'MUR'::text])),
  constraint subscription_plans_features_check CHECK (public.is_string_array(features, 30, 300)),
  constraint subscription_plans_name_check CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 100),
  constraint subscription_plans_paypal_plan_id_check CHECK (char_length(paypal_plan_id) <= 200),
  constraint subscription_plans_price_check CHECK (price >= 0::numeric)
);
comment on table public.subscription_plans is 'Monthly plans: credits per month and price. Public list = active rows, cheapest first.';
alter table public.subscription_plans enable row level security;
grant select, insert, update, delete on table public.subscription_plans to anon, authenticated;
grant all on table public.subscription_plans to service_role;

-- index public.subscription_plans_sync_idx on public.subscription_plans
CREATE INDEX subscription_plans_sync_idx ON public.subscription_plans USING btree (_modified, id);

-- trigger parse_features on public.subscription_plans
CREATE TRIGGER parse_features BEFORE INSERT OR UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.parse_plan_features();

-- trigger realtime_notify on public.subscription_plans
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.subscription_plans
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger touch_updated_at on public.subscription_plans
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins delete plans" on public.subscription_plans
create policy "Admins delete plans" on public.subscription_plans
  for delete
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Admins insert plans" on public.subscription_plans
create policy "Admins insert plans" on public.subscription_plans
  for insert
  to authenticated
  with check (( SELECT public.is_admin() AS is_admin));

-- policy "Admins read all plans" on public.subscription_plans
create policy "Admins read all plans" on public.subscription_plans
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Admins update plans" on public.subscription_plans
create policy "Admins update plans" on public.subscription_plans
  for update
  to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));

-- policy "Anyone reads active plans" on public.subscription_plans
create policy "Anyone reads active plans" on public.subscription_plans
  for select
  to anon, authenticated
  using ((is_active AND (NOT _deleted)));

-- table public.tone_templates
create table public.tone_templates (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  description text default ''::text not null,
  brand_voice_settings jsonb default '{"formal_casual": 50, "calm_energetic": 50, "detailed_concise": 50, "spiritual_practical": 50}'::jsonb not null,
  content_preferences jsonb default '{"emotional_tone": "encouraging", "include_questions": true, "use_personal_pronouns": true, "include_call_to_action": true}'::jsonb not null,
  is_default boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  studio_id uuid not null,
  _origin text,
  constraint tone_templates_pkey PRIMARY KEY (id),
  constraint tone_templates_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint tone_templates_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint tone_templates_brand_voice_settings_check CHECK (public.is_slider_set(brand_voice_settings)),
  constraint tone_templates_content_preferences_check CHECK (public.is_tone_preferences(content_preferences)),
  constraint tone_templates_description_check CHECK (char_length(description) <= 1000),
  constraint tone_templates_name_check CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 100)
);
alter table public.tone_templates enable row level security;
grant select, insert, update, delete on table public.tone_templates to anon, authenticated;
grant all on table public.tone_templates to service_role;

-- index public.tone_templates_one_default_idx on public.tone_templates
CREATE UNIQUE INDEX tone_templates_one_default_idx ON public.tone_templates USING btree (studio_id) WHERE (is_default AND (NOT _deleted));

-- index public.tone_templates_studio_page_idx on public.tone_templates
CREATE INDEX tone_templates_studio_page_idx ON public.tone_templates USING btree (studio_id, _txid, ((id)::text));

-- index public.tone_templates_sync_idx on public.tone_templates
CREATE INDEX tone_templates_sync_idx ON public.tone_templates USING btree (user_id, _modified, id);

-- trigger keep_owner on public.tone_templates
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_studio_scope on public.tone_templates
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger realtime_notify on public.tone_templates
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.tone_templates
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.tone_templates
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.tone_templates
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- trigger touch_updated_at on public.tone_templates
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.tone_templates FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Members delete" on public.tone_templates
create policy "Members delete" on public.tone_templates
  for delete
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members insert as themselves" on public.tone_templates
create policy "Members insert as themselves" on public.tone_templates
  for insert
  to authenticated
  with check (((studio_id IN ( SELECT public.member_studios() AS member_studios)) AND (user_id = ( SELECT auth.uid() AS uid))));

-- policy "Members read" on public.tone_templates
create policy "Members read" on public.tone_templates
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members update" on public.tone_templates
create policy "Members update" on public.tone_templates
  for update
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)))
  with check ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- table public.usage_tracking
create table public.usage_tracking (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  content_type text not null,
  credits_consumed integer not null,
  word_count integer,
  created_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  _txid xid8 default pg_current_xact_id() not null,
  studio_id uuid not null,
  _origin text,
  constraint usage_tracking_pkey PRIMARY KEY (id),
  constraint usage_tracking_studio_id_fkey FOREIGN KEY (studio_id) REFERENCES public.studios(id) ON DELETE CASCADE,
  constraint usage_tracking_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint usage_tracking_content_type_check CHECK (content_type = ANY (public.content_types())),
  constraint usage_tracking_credits_consumed_check CHECK (credits_consumed >= 0 AND credits_consumed <= 10000),
  constraint usage_tracking_word_count_check CHECK (word_count >= 0 AND word_count <= 1000000)
);
alter table public.usage_tracking enable row level security;
grant select, insert, update, delete on table public.usage_tracking to anon, authenticated;
grant all on table public.usage_tracking to service_role;

-- index public.usage_tracking_created_idx on public.usage_tracking
CREATE INDEX usage_tracking_created_idx ON public.usage_tracking USING btree (created_at DESC);

-- index public.usage_tracking_studio_page_idx on public.usage_tracking
CREATE INDEX usage_tracking_studio_page_idx ON public.usage_tracking USING btree (studio_id, _txid, ((id)::text));

-- index public.usage_tracking_sync_idx on public.usage_tracking
CREATE INDEX usage_tracking_sync_idx ON public.usage_tracking USING btree (user_id, _modified, id);

-- trigger keep_owner on public.usage_tracking
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger keep_studio_scope on public.usage_tracking
CREATE TRIGGER keep_studio_scope BEFORE INSERT OR UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.keep_studio_scope();

-- trigger meter_usage on public.usage_tracking
CREATE TRIGGER meter_usage AFTER INSERT ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.meter_usage();

-- trigger realtime_notify on public.usage_tracking
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.usage_tracking
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger sync_origin on public.usage_tracking
CREATE TRIGGER sync_origin BEFORE INSERT OR UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_origin();

-- trigger sync_txid on public.usage_tracking
CREATE TRIGGER sync_txid BEFORE INSERT OR UPDATE ON public.usage_tracking FOR EACH ROW EXECUTE FUNCTION public.sync_stamp_txid();

-- policy "Admins read all usage" on public.usage_tracking
create policy "Admins read all usage" on public.usage_tracking
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Members read their studios' usage" on public.usage_tracking
create policy "Members read their studios' usage" on public.usage_tracking
  for select
  to authenticated
  using ((studio_id IN ( SELECT public.member_studios() AS member_studios)));

-- policy "Members record their own usage" on public.usage_tracking
create policy "Members record their own usage" on public.usage_tracking
  for insert
  to authenticated
  with check (((studio_id IN ( SELECT public.member_studios() AS member_studios)) AND (user_id = ( SELECT auth.uid() AS uid))));

-- table public.user_subscriptions
create table public.user_subscriptions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  plan_id uuid not null,
  status text default 'pending'::text not null,
  credits_used integer default 0 not null,
  credits_remaining integer default 0 not null,
  current_period_start timestamp with time zone,
  current_period_end timestamp with time zone,
  paypal_subscription_id text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  _modified timestamp with time zone default clock_timestamp() not null,
  _deleted boolean default false not null,
  constraint user_subscriptions_pkey PRIMARY KEY (id),
  constraint user_subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.subscription_plans(id),
  constraint user_subscriptions_profile_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id),
  constraint user_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint user_subscriptions_check CHECK (current_period_end IS NULL OR current_period_start IS NULL OR current_period_end >= current_period_start),
  constraint user_subscriptions_credits_remaining_check CHECK (credits_remaining >= 0),
  constraint user_subscriptions_credits_used_check CHECK (credits_used >= 0),
  constraint user_subscriptions_paypal_subscription_id_check CHECK (char_length(paypal_subscription_id) <= 200),
  constraint user_subscriptions_status_check CHECK (status = ANY (ARRAY['active'::text, 'trialing'::text, 'expired'::text, 'canceled'::text, 'cancelled'::text, 'past_due'::text, 'pending'::text]))
);
comment on table public.user_subscriptions is 'A user''s plan and credit balance. Users read their own; only administrators and the database (metering) change it.';
alter table public.user_subscriptions enable row level security;
grant select, insert, update, delete on table public.user_subscriptions to anon, authenticated;
grant all on table public.user_subscriptions to service_role;

-- index public.user_subscriptions_created_idx on public.user_subscriptions
CREATE INDEX user_subscriptions_created_idx ON public.user_subscriptions USING btree (created_at DESC);

-- index public.user_subscriptions_plan_idx on public.user_subscriptions
CREATE INDEX user_subscriptions_plan_idx ON public.user_subscriptions USING btree (plan_id);

-- index public.user_subscriptions_sync_idx on public.user_subscriptions
CREATE INDEX user_subscriptions_sync_idx ON public.user_subscriptions USING btree (user_id, _modified, id);

-- trigger keep_owner on public.user_subscriptions
CREATE TRIGGER keep_owner BEFORE UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.keep_owner();

-- trigger realtime_notify on public.user_subscriptions
CREATE TRIGGER realtime_notify AFTER INSERT OR DELETE OR UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');

-- trigger stamp_modified on public.user_subscriptions
CREATE TRIGGER stamp_modified BEFORE INSERT OR UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.set_modified();

-- trigger start_period_on_activation on public.user_subscriptions
CREATE TRIGGER start_period_on_activation BEFORE UPDATE OF status ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.start_period_on_activation();

-- trigger touch_updated_at on public.user_subscriptions
CREATE TRIGGER touch_updated_at BEFORE UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- policy "Admins read all subscriptions" on public.user_subscriptions
create policy "Admins read all subscriptions" on public.user_subscriptions
  for select
  to authenticated
  using (( SELECT public.is_admin() AS is_admin));

-- policy "Admins update subscriptions" on public.user_subscriptions
create policy "Admins update subscriptions" on public.user_subscriptions
  for update
  to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));

-- policy "Users read own subscriptions" on public.user_subscriptions
create policy "Users read own subscriptions" on public.user_subscriptions
  for select
  to authenticated
  using ((( SELECT auth.uid() AS uid) = user_id));

-- function public.accept_studio_invitation(p_token text)
CREATE OR REPLACE FUNCTION public.accept_studio_invitation(p_token text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := public.studio_caller();
  invitation public.studio_invitations;
  account record;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'This invitation link is not valid' using errcode = 'PT404';
  end if;
  select * into invitation from public.studio_invitations
   where token_hash = public.invitation_hash(p_token)
   for update;
  if not found then
    raise exception 'This invitation link is not valid' using errcode = 'PT404';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been used' using errcode = 'PT410';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation was withdrawn' using errcode = 'PT410';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired: ask the studio for a new one' using errcode = 'PT410';
  end if;
  select users.email, users.email_confirmed_at into account from auth.users as users where users.id = caller;
  if account.email is null or lower(account.email) <> lower(invitation.email) then
    raise exception 'This invitation is for another email address: sign in as %', invitation.email using errcode = '42501';
  end if;
  if account.email_confirmed_at is null then
    raise exception 'Confirm your email address, then open the invitation again' using errcode = '42501';
  end if;
  perform 1 from public.studios where id = invitation.studio_id for update;
  insert into public.studio_members (studio_id, user_id, role)
  values (invitation.studio_id, caller, invitation.role)
  on conflict (studio_id, user_id) do nothing;
  update public.studio_invitations set accepted_at = now(), accepted_by = caller where id = invitation.id;
  return invitation.studio_id;
end
$function$;
revoke execute on function public.accept_studio_invitation(p_token text) from public;
grant execute on function public.accept_studio_invitation(p_token text) to authenticated, service_role;

-- function public.admin_change_plan(p_subscription uuid, p_plan uuid)
CREATE OR REPLACE FUNCTION public.admin_change_plan(p_subscription uuid, p_plan uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  plan public.subscription_plans;
  changed public.user_subscriptions;
begin
  if not public.is_admin() then
    raise exception 'Only administrators change a subscription''s plan' using errcode = '42501';
  end if;
  select * into plan from public.subscription_plans where id = p_plan;
  if not found then
    raise exception 'No such plan' using errcode = 'PT404';
  end if;
  update public.user_subscriptions as s
     set plan_id = plan.id,
         credits_remaining = greatest(plan.credits_limit - s.credits_used, 0)
   where s.id = p_subscription and not s._deleted
  returning * into changed;
  if not found then
    raise exception 'No such subscription' using errcode = 'PT404';
  end if;
  return public.subscription_change_json(changed);
end
$function$;
revoke execute on function public.admin_change_plan(p_subscription uuid, p_plan uuid) from public;
grant execute on function public.admin_change_plan(p_subscription uuid, p_plan uuid) to authenticated, service_role;

-- function public.admin_extend_trial(p_subscription uuid, p_days integer)
CREATE OR REPLACE FUNCTION public.admin_extend_trial(p_subscription uuid, p_days integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sub public.user_subscriptions;
  changed public.user_subscriptions;
begin
  if not public.is_admin() then
    raise exception 'Only administrators extend a trial' using errcode = '42501';
  end if;
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception 'A trial is extended by 1 to 90 days' using errcode = '22023';
  end if;
  -- Today's figures first: a trial that ended a moment ago is extended as ended.
  perform public.settle_subscriptions_of((select s.user_id from public.user_subscriptions as s where s.id = p_subscription));
  select * into sub from public.user_subscriptions where id = p_subscription and not _deleted for update;
  if not found then
    raise exception 'No such subscription' using errcode = 'PT404';
  end if;
  if sub.status not in ('trialing', 'expired') then
    raise exception 'Only a trial, running or ended, is extended' using errcode = '22023';
  end if;
  update public.user_subscriptions as s
     set status = 'trialing',
         current_period_end = greatest(coalesce(s.current_period_end, pg_catalog.now()), pg_catalog.now()) + pg_catalog.make_interval(days => p_days),
         credits_remaining = case
           when s.status = 'expired' then greatest(coalesce((select p.credits_limit from public.subscription_plans as p where p.id = s.plan_id), 0) - s.credits_used, 0)
           else s.credits_remaining
         end
   where s.id = sub.id
  returning * into changed;
  return public.subscription_change_json(changed);
end
$function$;
revoke execute on function public.admin_extend_trial(p_subscription uuid, p_days integer) from public;
grant execute on function public.admin_extend_trial(p_subscription uuid, p_days integer) to authenticated, service_role;

-- function public.admin_people(p_users uuid[])
CREATE OR REPLACE FUNCTION public.admin_people(p_users uuid[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_admin() then
    raise exception 'Only administrators read accounts' using errcode = '42501';
  end if;
  if p_users is null or pg_catalog.cardinality(p_users) > 1000 then
    raise exception 'Ask for at most 1000 accounts at a time' using errcode = '22023';
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'user_id', account.id,
             'name', coalesce(public.person_name(account.id), ''),
             'email', coalesce(account.email, ''),
             'studio', coalesce(nullif(studio.name, ''), profile.business_name, ''))
           order by account.id)
      from auth.users as account
      left join public.studios as studio on studio.id = account.id
      left join public.profiles as profile on profile.user_id = account.id
     where account.id = any (p_users)
  ), '[]'::jsonb);
end
$function$;
revoke execute on function public.admin_people(p_users uuid[]) from public;
grant execute on function public.admin_people(p_users uuid[]) to authenticated, service_role;

-- function public.admin_usage_summary(since timestamp with time zone)
CREATE OR REPLACE FUNCTION public.admin_usage_summary(since timestamp with time zone DEFAULT (now() - '7 days'::interval))
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  summary jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read usage analytics'
      using errcode = '42501';
  end if;

  with recent as (
    select usage.user_id, usage.content_type, usage.credits_consumed, usage.word_count
      from public.usage_tracking as usage
     where usage.created_at >= admin_usage_summary.since and not usage._deleted
  ), per_type as (
    select recent.content_type,
           count(*) as uses,
           sum(recent.credits_consumed) as credits,
           coalesce(sum(recent.word_count), 0) as words,
           count(distinct recent.user_id) as users
      from recent
     group by recent.content_type
  )
  select jsonb_build_object(
           'since', admin_usage_summary.since,
           'uses', (select count(*) from recent),
           'credits', (select coalesce(sum(recent.credits_consumed), 0) from recent),
           'words', (select coalesce(sum(recent.word_count), 0) from recent),
           'active_users', (select count(distinct recent.user_id) from recent),
           'by_type', coalesce(
             (select jsonb_agg(to_jsonb(per_type) order by per_type.uses desc, per_type.content_type) from per_type),
             '[]'::jsonb
           )
         )
    into summary;

  return summary;
end
$function$;
grant execute on function public.admin_usage_summary(since timestamp with time zone) to anon, authenticated, public, service_role;

-- function public.calendar_feed(p_token text)
CREATE OR REPLACE FUNCTION public.calendar_feed(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  feed_studio uuid;
  answer jsonb;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select feed.studio_id into feed_studio from public.calendar_feeds as feed
   where feed.token_hash = public.calendar_feed_hash(p_token);
  if feed_studio is null then
    return null;
  end if;
  select jsonb_build_object(
    'studio', studio.name,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', item.id, 'title', item.title, 'channel', item.channel, 'status', item.status,
        'scheduled_for', item.scheduled_for, 'published_at', item.published_at,
        'published_link', item.published_link, 'updated_at', item.updated_at))
        from (
          select h.id, h.title, h.channel, h.status, h.scheduled_for, h.published_at, h.published_link, h.updated_at
            from public.content_history as h
           where h.studio_id = feed_studio and not h._deleted
             and ((h.status = 'scheduled' and h.scheduled_for is not null)
               or (h.status = 'published' and h.published_at is not null))
           order by case when h.status = 'scheduled' then h.scheduled_for else h.published_at end desc
           limit 5000
        ) as item), '[]'::jsonb))
    into answer
    from public.studios as studio where studio.id = feed_studio;
  return answer;
end
$function$;
revoke execute on function public.calendar_feed(p_token text) from public;
grant execute on function public.calendar_feed(p_token text) to anon, authenticated, service_role;

-- function public.calendar_feed_hash(p_secret text)
CREATE OR REPLACE FUNCTION public.calendar_feed_hash(p_secret text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select encode(sha256(convert_to(p_secret, 'UTF8')), 'hex') $function$;
revoke execute on function public.calendar_feed_hash(p_secret text) from public;

-- function public.checked_studio_name(p_name text)
CREATE OR REPLACE FUNCTION public.checked_studio_name(p_name text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  clean text := btrim(coalesce(p_name, ''));
begin
  if char_length(clean) not between 1 and 200 then
    raise exception 'A studio name has 1 to 200 characters' using errcode = '22023';
  end if;
  return clean;
end
$function$;
revoke execute on function public.checked_studio_name(p_name text) from public;

-- function public.content_types()
CREATE OR REPLACE FUNCTION public.content_types()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select array['blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video'] $function$;
grant execute on function public.content_types() to anon, authenticated, public, service_role;

-- function public.create_calendar_feed(p_studio uuid)
CREATE OR REPLACE FUNCTION public.create_calendar_feed(p_studio uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  made public.calendar_feeds;
begin
  perform public.lock_studio_as_owner(p_studio);
  insert into public.calendar_feeds (studio_id, token_hash, created_by)
  values (p_studio, public.calendar_feed_hash(secret), auth.uid())
  on conflict (studio_id) do update
    set token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = now()
  returning * into made;
  return jsonb_build_object('token', secret, 'created_at', made.created_at);
end
$function$;
revoke execute on function public.create_calendar_feed(p_studio uuid) from public;
grant execute on function public.create_calendar_feed(p_studio uuid) to anon, authenticated, service_role;

-- function public.create_own_studio()
CREATE OR REPLACE FUNCTION public.create_own_studio()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  return new;
end
$function$;
revoke execute on function public.create_own_studio() from public;

-- function public.default_channel(p_type text, p_metadata jsonb)
CREATE OR REPLACE FUNCTION public.default_channel(p_type text, p_metadata jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(
    case when p_type not in ('blog', 'newsletter', 'email', 'communication') then (
      select p.value from pg_catalog.jsonb_array_elements_text(
        case
          when pg_catalog.jsonb_typeof(p_metadata -> 'platforms') = 'array' then p_metadata -> 'platforms'
          when pg_catalog.jsonb_typeof(p_metadata -> 'platform') = 'string' then pg_catalog.jsonb_build_array(p_metadata -> 'platform')
          else '[]'::jsonb
        end) with ordinality as p(value, n)
      where p.value in ('instagram', 'facebook', 'linkedin', 'newsletter', 'blog', 'website', 'email', 'other')
      order by p.n limit 1)
    end,
    case p_type
      when 'blog' then 'blog' when 'newsletter' then 'newsletter' when 'website' then 'website'
      when 'email' then 'email' when 'communication' then 'email' when 'seo' then 'website'
      else 'instagram'
    end)
  $function$;
grant execute on function public.default_channel(p_type text, p_metadata jsonb) to anon, authenticated, public, service_role;

-- function public.fill_profile_id()
CREATE OR REPLACE FUNCTION public.fill_profile_id()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.id := coalesce(new.id, new.user_id);
  return new;
end
$function$;
grant execute on function public.fill_profile_id() to anon, authenticated, public, service_role;

-- function public.fill_user_type_id()
CREATE OR REPLACE FUNCTION public.fill_user_type_id()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.id := coalesce(new.id, new.user_id::text || ':' || new.content_type);
  return new;
end
$function$;
grant execute on function public.fill_user_type_id() to anon, authenticated, public, service_role;

-- function public.handle_new_user()
CREATE OR REPLACE FUNCTION public.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  joining boolean := coalesce(meta ->> 'joining_studio', '') in ('true', 't', '1');
  business text := case when joining then ''
    else left(coalesce(nullif(btrim(meta ->> 'business_name'), ''), nullif(btrim(meta ->> 'businessName'), ''), ''), 200) end;
  starter record;
begin
  insert into public.studios (id, name, dormant) values (new.id, business, joining) on conflict (id) do nothing;
  insert into public.studio_members (studio_id, user_id, role) values (new.id, new.id, 'owner') on conflict do nothing;

  insert into public.profiles (id, studio_id, user_id, full_name, business_name, business_type)
  values (
    new.id,
    new.id,
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), ''), 200),
    business,
    case when joining then ''
      else left(coalesce(nullif(btrim(meta ->> 'business_type'), ''), nullif(btrim(meta ->> 'businessType'), ''), ''), 100) end
  )
  on conflict (user_id) do nothing;

  select plan.id, plan.credits_limit into starter
    from public.subscription_plans as plan
   where plan.name = 'Starter' and not plan._deleted
   order by plan.is_active desc
   limit 1;

  if found then
    insert into public.user_subscriptions
      (user_id, plan_id, status, credits_used, credits_remaining, current_period_start, current_period_end)
    values
      (new.id, starter.id, 'trialing', 0, starter.credits_limit, now(), now() + interval '14 days');
  end if;

  return new;
end
$function$;
grant execute on function public.handle_new_user() to anon, authenticated, public, service_role;

-- function public.invitation_hash(p_secret text)
CREATE OR REPLACE FUNCTION public.invitation_hash(p_secret text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select encode(sha256(convert_to(p_secret, 'UTF8')), 'hex') $function$;
revoke execute on function public.invitation_hash(p_secret text) from public;

-- function public.invite_studio_member(p_studio uuid, p_email text, p_role text)
CREATE OR REPLACE FUNCTION public.invite_studio_member(p_studio uuid, p_email text, p_role text DEFAULT 'staff'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  made public.studio_invitations;
begin
  perform public.lock_studio_as_owner(p_studio);
  if char_length(address) > 320 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('owner', 'staff') then
    raise exception 'A member is an owner or staff' using errcode = '22023';
  end if;
  -- Every account owns a studio, so every account could mail strangers: a studio sends
  -- at most 30 invitations an hour.
  if (select count(*) from public.studio_invitations
       where studio_id = p_studio and created_at > now() - interval '1 hour') >= 30 then
    raise exception 'This studio has sent 30 invitations in the last hour: try again later' using errcode = 'PT429';
  end if;
  if exists (
    select 1 from public.studio_members as member join auth.users as account on account.id = member.user_id
     where member.studio_id = p_studio and lower(account.email) = address
  ) then
    raise exception '% is already a member of this studio', address using errcode = '23505';
  end if;
  update public.studio_invitations set revoked_at = now()
   where studio_id = p_studio and lower(email) = address and accepted_at is null and revoked_at is null;
  insert into public.studio_invitations (studio_id, email, role, token_hash, invited_by, expires_at)
  values (p_studio, address, p_role, public.invitation_hash(secret), auth.uid(), now() + interval '7 days')
  returning * into made;
  return jsonb_build_object('id', made.id, 'token', secret, 'email', made.email, 'role', made.role, 'expires_at', made.expires_at);
end
$function$;
revoke execute on function public.invite_studio_member(p_studio uuid, p_email text, p_role text) from public;
grant execute on function public.invite_studio_member(p_studio uuid, p_email text, p_role text) to authenticated, service_role;

-- function public.is_admin()
CREATE OR REPLACE FUNCTION public.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false) $function$;
comment on function public.is_admin() is 'True when the request''s JWT carries app_metadata.role = admin.';
grant execute on function public.is_admin() to anon, authenticated, public, service_role;

-- function public.is_iso_date(value text)
CREATE OR REPLACE FUNCTION public.is_iso_date(value text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return false;
  end if;
  return pg_catalog.to_char(value::date, 'YYYY-MM-DD') = value;
exception when others then
  return false;
end
$function$;
grant execute on function public.is_iso_date(value text) to anon, authenticated, public, service_role;

-- function public.is_review_thread(p_thread jsonb)
CREATE OR REPLACE FUNCTION public.is_review_thread(p_thread jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.jsonb_typeof(p_thread) = 'array'
     and pg_catalog.jsonb_array_length(p_thread) <= 50
     and not exists (
       select 1 from pg_catalog.jsonb_array_elements(p_thread) as e(entry)
        where pg_catalog.jsonb_typeof(e.entry) <> 'object'
           or coalesce(pg_catalog.jsonb_typeof(e.entry -> 'note'), 'null') not in ('null', 'string')
           or pg_catalog.char_length(coalesce(e.entry ->> 'note', '')) > 1000)
  $function$;
grant execute on function public.is_review_thread(p_thread jsonb) to anon, authenticated, public, service_role;

-- function public.is_slider_set(value jsonb)
CREATE OR REPLACE FUNCTION public.is_slider_set(value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
    select case
      when jsonb_typeof(value) <> 'object' then false
      else value ?& array['spiritual_practical', 'calm_energetic', 'formal_casual', 'detailed_concise']
        and (value - array['spiritual_practical', 'calm_energetic', 'formal_casual', 'detailed_concise']) = '{}'::jsonb
        and not exists (
          select 1 from jsonb_each(value) as slider(key, level)
          where jsonb_typeof(slider.level) <> 'number' or (slider.level #>> '{}')::numeric not between 0 and 100
        )
    end
  $function$;
grant execute on function public.is_slider_set(value jsonb) to anon, authenticated, public, service_role;

-- function public.is_small_object(value jsonb, max_bytes integer)
CREATE OR REPLACE FUNCTION public.is_small_object(value jsonb, max_bytes integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select jsonb_typeof(value) = 'object' and octet_length(value::text) <= max_bytes $function$;
grant execute on function public.is_small_object(value jsonb, max_bytes integer) to anon, authenticated, public, service_role;

-- function public.is_string_array(value jsonb, max_items integer, max_length integer)
CREATE OR REPLACE FUNCTION public.is_string_array(value jsonb, max_items integer, max_length integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
    select case
      when jsonb_typeof(value) <> 'array' then false
      else jsonb_array_length(value) <= max_items
        and not exists (
          select 1 from jsonb_array_elements(value) as item
          where jsonb_typeof(item) <> 'string' or char_length(item #>> '{}') > max_length
        )
    end
  $function$;
grant execute on function public.is_string_array(value jsonb, max_items integer, max_length integer) to anon, authenticated, public, service_role;

-- function public.is_studio_member(p_studio uuid)
CREATE OR REPLACE FUNCTION public.is_studio_member(p_studio uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select public.studio_role(p_studio) is not null $function$;
revoke execute on function public.is_studio_member(p_studio uuid) from public;
grant execute on function public.is_studio_member(p_studio uuid) to authenticated, service_role;

-- function public.is_studio_owner(p_studio uuid)
CREATE OR REPLACE FUNCTION public.is_studio_owner(p_studio uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select coalesce(public.studio_role(p_studio) = 'owner', false) $function$;
revoke execute on function public.is_studio_owner(p_studio uuid) from public;
grant execute on function public.is_studio_owner(p_studio uuid) to authenticated, service_role;

-- function public.is_tone_preferences(value jsonb)
CREATE OR REPLACE FUNCTION public.is_tone_preferences(value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
  $function$;
grant execute on function public.is_tone_preferences(value jsonb) to anon, authenticated, public, service_role;

-- function public.keep_owner()
CREATE OR REPLACE FUNCTION public.keep_owner()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.user_id is distinct from old.user_id then
    raise exception 'user_id of a % row cannot change', tg_table_name
      using errcode = '42501';
  end if;
  return new;
end
$function$;
grant execute on function public.keep_owner() to anon, authenticated, public, service_role;

-- function public.keep_row_key()
CREATE OR REPLACE FUNCTION public.keep_row_key()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    new._row_key := gen_random_uuid();
  else
    new._row_key := old._row_key;
  end if;
  return new;
end
$function$;
grant execute on function public.keep_row_key() to anon, authenticated, public, service_role;

-- function public.keep_studio_owned()
CREATE OR REPLACE FUNCTION public.keep_studio_owned()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  heir uuid;
begin
  if not exists (select 1 from public.studios where id = old.studio_id) then
    return null;
  end if;
  if not exists (select 1 from public.studio_members where studio_id = old.studio_id) then
    delete from public.studios where id = old.studio_id;
  elsif not exists (select 1 from public.studio_members where studio_id = old.studio_id and role = 'owner') then
    select member.user_id into heir from public.studio_members as member
     where member.studio_id = old.studio_id
     order by member.created_at, member.user_id
     limit 1;
    update public.studio_members set role = 'owner' where studio_id = old.studio_id and user_id = heir;
  end if;
  return null;
end
$function$;
revoke execute on function public.keep_studio_owned() from public;

-- function public.keep_studio_scope()
CREATE OR REPLACE FUNCTION public.keep_studio_scope()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.studio_id := coalesce(new.studio_id, new.user_id);
  elsif new.studio_id is distinct from old.studio_id then
    raise exception 'A row stays in its studio' using errcode = '42501';
  elsif new.user_id is distinct from old.user_id then
    raise exception 'Who made a row does not change' using errcode = '42501';
  end if;
  return new;
end
$function$;
revoke execute on function public.keep_studio_scope() from public;

-- function public.leave_studio(p_studio uuid)
CREATE OR REPLACE FUNCTION public.leave_studio(p_studio uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := public.studio_caller();
  caller_role text := public.lock_studio(p_studio);
begin
  if caller_role = 'owner' and public.owner_count(p_studio) = 1 then
    raise exception 'You are this studio''s only owner: make another member owner before you leave' using errcode = 'PT409';
  end if;
  delete from public.studio_members where studio_id = p_studio and user_id = caller;
end
$function$;
revoke execute on function public.leave_studio(p_studio uuid) from public;
grant execute on function public.leave_studio(p_studio uuid) to authenticated, service_role;

-- function public.lock_studio(p_studio uuid)
CREATE OR REPLACE FUNCTION public.lock_studio(p_studio uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := public.studio_caller();
  caller_role text;
begin
  perform 1 from public.studios where id = p_studio for update;
  select role into caller_role from public.studio_members where studio_id = p_studio and user_id = caller;
  if caller_role is null then
    raise exception 'No such studio' using errcode = 'PT404';
  end if;
  return caller_role;
end
$function$;
revoke execute on function public.lock_studio(p_studio uuid) from public;

-- function public.lock_studio_as_owner(p_studio uuid)
CREATE OR REPLACE FUNCTION public.lock_studio_as_owner(p_studio uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if public.lock_studio(p_studio) <> 'owner' then
    raise exception 'Only an owner of the studio can do this' using errcode = '42501';
  end if;
end
$function$;
revoke execute on function public.lock_studio_as_owner(p_studio uuid) from public;

-- function public.member_role(p_studio uuid, p_user uuid)
CREATE OR REPLACE FUNCTION public.member_role(p_studio uuid, p_user uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_role text;
begin
  select role into found_role from public.studio_members where studio_id = p_studio and user_id = p_user;
  if found_role is null then
    raise exception 'No such member' using errcode = 'PT404';
  end if;
  return found_role;
end
$function$;
revoke execute on function public.member_role(p_studio uuid, p_user uuid) from public;

-- function public.member_studios()
CREATE OR REPLACE FUNCTION public.member_studios()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select member.studio_id from public.studio_members as member where member.user_id = auth.uid() $function$;
revoke execute on function public.member_studios() from public;
grant execute on function public.member_studios() to authenticated, service_role;

-- function public.meter_usage()
CREATE OR REPLACE FUNCTION public.meter_usage()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.user_subscriptions as sub
     set credits_used = sub.credits_used + new.credits_consumed,
         credits_remaining = greatest(sub.credits_remaining - new.credits_consumed, 0)
   where sub.id = public.spending_subscription(new.studio_id);
  return null;
end
$function$;
grant execute on function public.meter_usage() to anon, authenticated, public, service_role;

-- function public.my_person_name()
CREATE OR REPLACE FUNCTION public.my_person_name()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select coalesce(public.person_name(auth.uid()), '') $function$;
revoke execute on function public.my_person_name() from public;
grant execute on function public.my_person_name() to authenticated, service_role;

-- function public.my_studios()
CREATE OR REPLACE FUNCTION public.my_studios()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
    select coalesce(jsonb_agg(jsonb_build_object('id', studio.id, 'name', studio.name, 'role', member.role)
                              order by studio.id <> auth.uid(), lower(studio.name), studio.id), '[]'::jsonb)
      from public.studio_members as member
      join public.studios as studio on studio.id = member.studio_id
     where member.user_id = auth.uid()
       and not (studio.dormant and exists (
         select 1 from public.studio_members as other
          where other.user_id = auth.uid() and other.studio_id <> studio.id))
  $function$;
revoke execute on function public.my_studios() from public;
grant execute on function public.my_studios() to authenticated, service_role;

-- function public.next_sync_stamp()
CREATE OR REPLACE FUNCTION public.next_sync_stamp()
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.next_sync_stamp() to anon, authenticated, public, service_role;

-- function public.owned_studios()
CREATE OR REPLACE FUNCTION public.owned_studios()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select member.studio_id from public.studio_members as member where member.user_id = auth.uid() and member.role = 'owner' $function$;
revoke execute on function public.owned_studios() from public;
grant execute on function public.owned_studios() to authenticated, service_role;

-- function public.owner_count(p_studio uuid)
CREATE OR REPLACE FUNCTION public.owner_count(p_studio uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select count(*)::int from public.studio_members where studio_id = p_studio and role = 'owner' $function$;
revoke execute on function public.owner_count(p_studio uuid) from public;

-- function public.parse_plan_features()
CREATE OR REPLACE FUNCTION public.parse_plan_features()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if jsonb_typeof(new.features) = 'string' then
    new.features := (new.features #>> '{}')::jsonb;
  end if;
  return new;
end
$function$;
grant execute on function public.parse_plan_features() to anon, authenticated, public, service_role;

-- function public.person_name(p_user uuid)
CREATE OR REPLACE FUNCTION public.person_name(p_user uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
    select left(coalesce(
             nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''),
             nullif(btrim(account.raw_user_meta_data ->> 'display_name'), ''),
             nullif(btrim(account.raw_user_meta_data ->> 'name'), ''),
             nullif(split_part(coalesce(account.email, ''), '@', 1), ''),
             ''), 200)
      from auth.users as account
     where account.id = p_user
  $function$;
revoke execute on function public.person_name(p_user uuid) from public;

-- function public.realtime_notify_change()
CREATE OR REPLACE FUNCTION public.realtime_notify_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.realtime_notify_change() from public;

-- function public.realtime_sync_triggers()
CREATE OR REPLACE FUNCTION public.realtime_sync_triggers()
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.realtime_sync_triggers() from public;

-- function public.release_credits(usage_id uuid)
CREATE OR REPLACE FUNCTION public.release_credits(usage_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  released record;
begin
  update public.usage_tracking as usage
     set _deleted = true
   where usage.id = release_credits.usage_id and not usage._deleted
   returning usage.studio_id, usage.credits_consumed into released;
  if not found then
    return false;
  end if;

  update public.user_subscriptions as sub
     set credits_used = greatest(sub.credits_used - released.credits_consumed, 0),
         credits_remaining = sub.credits_remaining + released.credits_consumed
   where sub.id = public.spending_subscription(released.studio_id);
  return true;
end
$function$;
revoke execute on function public.release_credits(usage_id uuid) from public;
grant execute on function public.release_credits(usage_id uuid) to service_role;

-- function public.remove_studio_member(p_studio uuid, p_user uuid)
CREATE OR REPLACE FUNCTION public.remove_studio_member(p_studio uuid, p_user uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_role_of text;
begin
  perform public.lock_studio_as_owner(p_studio);
  current_role_of := public.member_role(p_studio, p_user);
  if current_role_of = 'owner' and public.owner_count(p_studio) = 1 then
    raise exception 'A studio needs an owner: make another member owner first' using errcode = 'PT409';
  end if;
  delete from public.studio_members where studio_id = p_studio and user_id = p_user;
end
$function$;
revoke execute on function public.remove_studio_member(p_studio uuid, p_user uuid) from public;
grant execute on function public.remove_studio_member(p_studio uuid, p_user uuid) to authenticated, service_role;

-- function public.rename_studio(p_studio uuid, p_name text)
CREATE OR REPLACE FUNCTION public.rename_studio(p_studio uuid, p_name text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.lock_studio_as_owner(p_studio);
  update public.studios set name = public.checked_studio_name(p_name) where id = p_studio;
end
$function$;
revoke execute on function public.rename_studio(p_studio uuid, p_name text) from public;
grant execute on function public.rename_studio(p_studio uuid, p_name text) to authenticated, service_role;

-- function public.require_studio_member(p_studio uuid)
CREATE OR REPLACE FUNCTION public.require_studio_member(p_studio uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not exists (select 1 from public.member_studios() as member(id) where member.id = p_studio) then
    raise exception 'You are not a member of this studio' using errcode = 'PT403';
  end if;
end
$function$;
revoke execute on function public.require_studio_member(p_studio uuid) from public;
grant execute on function public.require_studio_member(p_studio uuid) to authenticated, service_role;

-- function public.reserve_credits(amount integer, usage_type text, p_studio uuid)
CREATE OR REPLACE FUNCTION public.reserve_credits(amount integer, usage_type text DEFAULT 'image'::text, p_studio uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := auth.uid();
  studio uuid := coalesce(p_studio, auth.uid());
  sub record;
  usage_id uuid := gen_random_uuid();
begin
  if uid is null then
    raise exception 'Sign in to use credits' using errcode = '42501';
  end if;
  if amount is null or amount < 1 or amount > 10000 then
    raise exception 'amount must be between 1 and 10000' using errcode = '22023';
  end if;
  perform public.require_studio_member(studio);

  -- Locked until this transaction ends: a parallel reservation waits here and then sees
  -- the credits this one took.
  select s.id, s.credits_remaining into sub
    from public.user_subscriptions as s
   where s.id = public.spending_subscription(studio)
   for update;

  if not found then
    return jsonb_build_object('reserved', false, 'reason', 'no_subscription');
  end if;
  if sub.credits_remaining < amount then
    return jsonb_build_object('reserved', false, 'reason', 'not_enough_credits', 'credits_remaining', sub.credits_remaining);
  end if;

  insert into public.usage_tracking (id, user_id, studio_id, content_type, credits_consumed)
  values (usage_id, uid, studio, usage_type, amount);

  return jsonb_build_object(
    'reserved', true,
    'usage_id', usage_id,
    'credits_remaining', sub.credits_remaining - amount
  );
end
$function$;
revoke execute on function public.reserve_credits(amount integer, usage_type text, p_studio uuid) from public;
grant execute on function public.reserve_credits(amount integer, usage_type text, p_studio uuid) to authenticated, service_role;

-- function public.review_content()
CREATE OR REPLACE FUNCTION public.review_content()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.review_content() to anon, authenticated, public, service_role;

-- function public.revoke_calendar_feed(p_studio uuid)
CREATE OR REPLACE FUNCTION public.revoke_calendar_feed(p_studio uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.lock_studio_as_owner(p_studio);
  delete from public.calendar_feeds where studio_id = p_studio;
end
$function$;
revoke execute on function public.revoke_calendar_feed(p_studio uuid) from public;
grant execute on function public.revoke_calendar_feed(p_studio uuid) to anon, authenticated, service_role;

-- function public.revoke_studio_invitation(p_invitation uuid)
CREATE OR REPLACE FUNCTION public.revoke_studio_invitation(p_invitation uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target public.studio_invitations;
begin
  perform public.studio_caller();
  select * into target from public.studio_invitations where id = p_invitation;
  if not found or not public.is_studio_member(target.studio_id) then
    raise exception 'No such invitation' using errcode = 'PT404';
  end if;
  perform public.lock_studio_as_owner(target.studio_id);
  update public.studio_invitations set revoked_at = coalesce(revoked_at, now())
   where id = p_invitation and accepted_at is null;
end
$function$;
revoke execute on function public.revoke_studio_invitation(p_invitation uuid) from public;
grant execute on function public.revoke_studio_invitation(p_invitation uuid) to authenticated, service_role;

-- function public.set_modified()
CREATE OR REPLACE FUNCTION public.set_modified()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new._modified := public.next_sync_stamp();
  if tg_op = 'UPDATE' and new._modified <= old._modified then
    new._modified := old._modified + interval '1 microsecond';
  end if;
  return new;
end
$function$;
grant execute on function public.set_modified() to anon, authenticated, public, service_role;

-- function public.set_studio_member_role(p_studio uuid, p_user uuid, p_role text)
CREATE OR REPLACE FUNCTION public.set_studio_member_role(p_studio uuid, p_user uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_role_of text;
begin
  perform public.lock_studio_as_owner(p_studio);
  if p_role is null or p_role not in ('owner', 'staff') then
    raise exception 'A member is an owner or staff' using errcode = '22023';
  end if;
  current_role_of := public.member_role(p_studio, p_user);
  if current_role_of = 'owner' and p_role <> 'owner' and public.owner_count(p_studio) = 1 then
    raise exception 'A studio needs an owner: make another member owner first' using errcode = 'PT409';
  end if;
  update public.studio_members set role = p_role where studio_id = p_studio and user_id = p_user;
end
$function$;
revoke execute on function public.set_studio_member_role(p_studio uuid, p_user uuid, p_role text) from public;
grant execute on function public.set_studio_member_role(p_studio uuid, p_user uuid, p_role text) to authenticated, service_role;

-- function public.settle_subscriptions()
CREATE OR REPLACE FUNCTION public.settle_subscriptions()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.jwt() = '{}'::jsonb or auth.role() = 'service_role' or public.is_admin() then
    return public.settle_subscriptions_of(null);
  end if;
  if auth.uid() is null then
    raise exception 'Sign in to read your subscription' using errcode = '42501';
  end if;
  return public.settle_subscriptions_of(auth.uid());
end
$function$;
revoke execute on function public.settle_subscriptions() from public;
grant execute on function public.settle_subscriptions() to authenticated, service_role;

-- function public.settle_subscriptions_of(p_user uuid)
CREATE OR REPLACE FUNCTION public.settle_subscriptions_of(p_user uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed integer := 0;
  n integer;
  sub record;
  steps integer;
begin
  update public.user_subscriptions as s
     set status = 'expired', credits_remaining = 0
   where s.status = 'trialing' and s.current_period_end <= now() and not s._deleted
     and (p_user is null or s.user_id = p_user);
  get diagnostics n = row_count;
  changed := changed + n;

  update public.user_subscriptions as s
     set credits_remaining = 0
   where s.status in ('canceled', 'cancelled') and s.credits_remaining > 0
     and (s.current_period_end is null or s.current_period_end <= now()) and not s._deleted
     and (p_user is null or s.user_id = p_user);
  get diagnostics n = row_count;
  changed := changed + n;

  for sub in
    select s.id, s.current_period_end as period_end, p.credits_limit
      from public.user_subscriptions as s
      join public.subscription_plans as p on p.id = s.plan_id
     where s.status = 'active' and s.current_period_end <= now() and not s._deleted
       and (p_user is null or s.user_id = p_user)
       for update of s
  loop
    steps := 0;
    while sub.period_end + make_interval(months => steps + 1) <= now() loop
      steps := steps + 1;
    end loop;
    update public.user_subscriptions
       set current_period_start = sub.period_end + make_interval(months => steps),
           current_period_end = sub.period_end + make_interval(months => steps + 1),
           credits_used = 0,
           credits_remaining = sub.credits_limit
     where id = sub.id;
    changed := changed + 1;
  end loop;
  return changed;
end
$function$;
revoke execute on function public.settle_subscriptions_of(p_user uuid) from public;

-- function public.spending_subscription(p_user uuid)
CREATE OR REPLACE FUNCTION public.spending_subscription(p_user uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.settle_subscriptions_of(p_user);
  return (
    select s.id
      from public.user_subscriptions as s
     where s.user_id = p_user and not s._deleted
       and s.status in ('active', 'trialing', 'canceled', 'cancelled')
       and s.current_period_end > now()
     order by s.current_period_end desc, s.created_at desc
     limit 1
  );
end
$function$;
revoke execute on function public.spending_subscription(p_user uuid) from public;

-- function public.stamp_plan()
CREATE OR REPLACE FUNCTION public.stamp_plan()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.channel is null then
    new.channel := public.default_channel(new.content_type, new.metadata);
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  return new;
end
$function$;
grant execute on function public.stamp_plan() to anon, authenticated, public, service_role;

-- function public.start_period_on_activation()
CREATE OR REPLACE FUNCTION public.start_period_on_activation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status = 'active' and old.status is distinct from 'active'
     and (old.status in ('trialing', 'expired') or new.current_period_end is null or new.current_period_end <= now()) then
    new.current_period_start := now();
    new.current_period_end := now() + interval '1 month';
    new.credits_used := 0;
    new.credits_remaining := coalesce((select p.credits_limit from public.subscription_plans as p where p.id = new.plan_id), new.credits_remaining);
  end if;
  return new;
end
$function$;
grant execute on function public.start_period_on_activation() to anon, authenticated, public, service_role;

-- function public.studio_caller()
CREATE OR REPLACE FUNCTION public.studio_caller()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null then
    raise exception 'Sign in to manage a studio' using errcode = '42501';
  end if;
  return auth.uid();
end
$function$;
revoke execute on function public.studio_caller() from public;

-- function public.studio_invitation_preview(p_token text)
CREATE OR REPLACE FUNCTION public.studio_invitation_preview(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  invitation public.studio_invitations;
begin
  if p_token is not null and p_token ~ '^[0-9a-f]{64}$' then
    select * into invitation from public.studio_invitations
     where token_hash = public.invitation_hash(p_token);
  end if;
  if invitation.id is null then
    raise exception 'This invitation link is not valid' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'studio_id', invitation.studio_id,
    'studio', (select studio.name from public.studios as studio where studio.id = invitation.studio_id),
    'inviter', coalesce(public.person_name(invitation.invited_by), ''),
    'email', invitation.email,
    'role', invitation.role,
    'expires_at', invitation.expires_at,
    'status', case
      when invitation.accepted_at is not null then 'used'
      when invitation.revoked_at is not null then 'withdrawn'
      when invitation.expires_at <= now() then 'expired'
      else 'open' end
  );
end
$function$;
revoke execute on function public.studio_invitation_preview(p_token text) from public;
grant execute on function public.studio_invitation_preview(p_token text) to anon, authenticated, service_role;

-- function public.studio_role(p_studio uuid)
CREATE OR REPLACE FUNCTION public.studio_role(p_studio uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
    select member.role from public.studio_members as member
     where member.studio_id = p_studio and member.user_id = auth.uid()
  $function$;
revoke execute on function public.studio_role(p_studio uuid) from public;
grant execute on function public.studio_role(p_studio uuid) to authenticated, service_role;

-- function public.studio_subscriptions(p_studio uuid)
CREATE OR REPLACE FUNCTION public.studio_subscriptions(p_studio uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_studio_member(p_studio);
  perform public.settle_subscriptions_of(p_studio);
  return public.subscriptions_with_plan(p_studio, false);
end
$function$;
revoke execute on function public.studio_subscriptions(p_studio uuid) from public;
grant execute on function public.studio_subscriptions(p_studio uuid) to authenticated, service_role;

-- function public.studio_team(p_studio uuid)
CREATE OR REPLACE FUNCTION public.studio_team(p_studio uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.studio_caller();
  if not public.is_studio_member(p_studio) then
    raise exception 'No such studio' using errcode = 'PT404';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'user_id', person.user_id, 'email', person.email, 'full_name', person.full_name,
             'role', person.role, 'joined_at', person.joined_at)
           order by person.role, lower(coalesce(nullif(person.full_name, ''), person.email)), person.user_id)
      from (
        select member.user_id, account.email, coalesce(public.person_name(member.user_id), '') as full_name,
               member.role, member.created_at as joined_at
          from public.studio_members as member
          join auth.users as account on account.id = member.user_id
         where member.studio_id = p_studio
      ) as person
  ), '[]'::jsonb);
end
$function$;
revoke execute on function public.studio_team(p_studio uuid) from public;
grant execute on function public.studio_team(p_studio uuid) to authenticated, service_role;

-- function public.subscription_change_json(s public.user_subscriptions)
CREATE OR REPLACE FUNCTION public.subscription_change_json(s public.user_subscriptions)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.jsonb_build_object(
    'id', s.id, 'status', s.status, 'plan_id', s.plan_id, 'credits_used', s.credits_used,
    'credits_remaining', s.credits_remaining, 'current_period_start', s.current_period_start,
    'current_period_end', s.current_period_end)
  $function$;
revoke execute on function public.subscription_change_json(s public.user_subscriptions) from public;
grant execute on function public.subscription_change_json(s public.user_subscriptions) to service_role;

-- function public.subscriptions_with_plan(p_user uuid, p_with_payment boolean)
CREATE OR REPLACE FUNCTION public.subscriptions_with_plan(p_user uuid, p_with_payment boolean)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
    select coalesce(jsonb_agg(
      to_jsonb(s)
        || case when p_with_payment then '{}'::jsonb else jsonb_build_object('paypal_subscription_id', null) end
        || jsonb_build_object('plan', (
          select jsonb_build_object('id', p.id, 'name', p.name, 'credits_limit', p.credits_limit, 'price', p.price, 'currency', p.currency)
          from public.subscription_plans p where p.id = s.plan_id
        )) order by s.created_at, s.id), '[]'::jsonb)
    from public.user_subscriptions s
    where s.user_id = p_user and not s._deleted
  $function$;
revoke execute on function public.subscriptions_with_plan(p_user uuid, p_with_payment boolean) from public;
grant execute on function public.subscriptions_with_plan(p_user uuid, p_with_payment boolean) to authenticated, service_role;

-- function public.sync_check_table(p_table text)
CREATE OR REPLACE FUNCTION public.sync_check_table(p_table text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_table is null or p_table not in (
    'profiles', 'content_preferences', 'tone_templates', 'content_history', 'generator_drafts', 'usage_tracking', 'briefs'
  ) then
    raise exception 'table % is not replicated', p_table using errcode = '22023';
  end if;
end
$function$;
grant execute on function public.sync_check_table(p_table text) to anon, authenticated, public, service_role;

-- function public.sync_pull(p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb, p_studio uuid)
CREATE OR REPLACE FUNCTION public.sync_pull(p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb DEFAULT NULL::jsonb, p_studio uuid DEFAULT NULL::uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := public.sync_require_user();
  snapshot pg_catalog.pg_snapshot := pg_catalog.pg_current_snapshot();
  horizon xid8 := pg_catalog.pg_snapshot_xmin(snapshot);
  after_txid text := p_after_txid;
  after_id text := p_after_id;
  studio uuid := coalesce(p_studio, uid);
  scope_column text;
  scope uuid;
  page json;
  again jsonb;
  last_txid text;
  last_id text;
  remaining bigint;
begin
  perform public.sync_check_table(p_table);
  if p_limit is null or p_limit < 1 or p_limit > 5000 then
    raise exception 'page size must be between 1 and 5000' using errcode = '22023';
  end if;
  perform public.require_studio_member(studio);
  if p_table = 'generator_drafts' then
    scope_column := 'user_id';
    scope := uid;
  else
    scope_column := 'studio_id';
    scope := studio;
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
        where t.%2$I = $1
          and t._txid < $2
          and ($3::xid8 is null or (t._txid, t.id::text) > ($3::xid8, $4::text))
        order by t._txid, t.id::text
        limit $5
      ), last as (
        select _txid::text as txid, id_text from picked order by _txid desc, id_text desc limit 1
      )
      select
        coalesce((
          select json_agg(to_jsonb(t) - '_txid' order by p._txid, p.id_text)
          from picked p
          join public.%1$I t on t.id = p.id
        ), '[]'::json),
        (select txid from last),
        (select id_text from last)
    $sql$,
    p_table, scope_column
  ) into page, last_txid, last_id using scope, horizon, after_txid, after_id, p_limit;

  if jsonb_typeof(p_ids) = 'array' and jsonb_array_length(p_ids) > 0 then
    execute format(
      $sql$
        select coalesce(jsonb_agg(to_jsonb(t) - '_txid'), '[]'::jsonb)
        from public.%1$I t
        where t.%2$I = $1
          and t.id::text in (select jsonb_array_elements_text($2))
          and not exists (select 1 from jsonb_array_elements($3) as p(row) where p.row ->> 'id' = t.id::text)
      $sql$,
      p_table, scope_column
    ) into again using scope, p_ids, page::jsonb;
    page := (page::jsonb || again)::json;
  end if;

  if last_txid is null then
    remaining := 0;
  else
    execute format(
      'select count(*) from public.%1$I t where t.%2$I = $1 and t._txid < $2 and (t._txid, t.id::text) > ($3::xid8, $4::text)',
      p_table, scope_column
    ) into remaining using scope, horizon, last_txid, last_id;
  end if;

  return json_build_object(
    'rows', page,
    'checkpoint', case when last_txid is null then null else json_build_object('txid', last_txid, 'id', last_id) end,
    'remaining', remaining
  );
end
$function$;
grant execute on function public.sync_pull(p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb, p_studio uuid) to anon, authenticated, public, service_role;

-- function public.sync_push(p_table text, p_rows jsonb, p_origin text)
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
grant execute on function public.sync_push(p_table text, p_rows jsonb, p_origin text) to anon, authenticated, public, service_role;

-- function public.sync_push_at_once(p_table text, p_rows jsonb)
CREATE OR REPLACE FUNCTION public.sync_push_at_once(p_table text, p_rows jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  first_row jsonb := p_rows -> 0 -> 'row';
  edits boolean := (p_rows -> 0 ->> 'base') is not null;
  cols text[];
  col_list text;
  select_list text;
  set_list text;
  old_list text;
  written integer;
begin
  -- sync_push's own checks: this function is callable on its own as well.
  perform public.sync_require_user();
  perform public.sync_check_table(p_table);
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) > 500 then
    raise exception 'sync_push takes an array of at most 500 rows' using errcode = '22023';
  end if;
  if jsonb_typeof(first_row) is distinct from 'object' then
    return null;
  end if;
  -- All new or all edits, each row with its id, all with the first row's fields.
  if exists (
    select 1 from jsonb_array_elements(p_rows) as item
    where jsonb_typeof(item -> 'row') is distinct from 'object'
       or ((item ->> 'base') is not null) <> edits
       or jsonb_typeof(item -> 'row' -> 'id') is distinct from 'string'
       or (select array_agg(k order by k) from jsonb_object_keys(item -> 'row') as k)
          is distinct from (select array_agg(k order by k) from jsonb_object_keys(first_row) as k)
  ) then
    return null;
  end if;

  select array_agg(a.attname::text order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(p_table))::regclass
    and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('_modified', '_txid')
    and first_row ? a.attname::text;
  select string_agg(quote_ident(c), ', '), string_agg('r.' || quote_ident(c), ', '),
         string_agg(quote_ident(c) || ' = r.' || quote_ident(c), ', '), string_agg('t.' || quote_ident(c), ', ')
    into col_list, select_list, set_list, old_list
  from unnest(cols) as c;

  begin
    if edits then
      -- Each row where the server still holds the version the device started from, and
      -- the row changes: what sync_push_row's update writes.
      execute format(
        'update public.%1$I t set %2$s
           from jsonb_array_elements($1) as e(item)
           cross join lateral jsonb_populate_record(null::public.%1$I, e.item -> ''row'') as r
          where t.id = r.id and t._modified = (e.item ->> ''base'')::timestamptz and (%3$s) is distinct from (%4$s)',
        p_table, set_list, old_list, select_list
      ) using p_rows;
    else
      execute format(
        'insert into public.%1$I (%2$s)
           select %3$s from jsonb_array_elements($1) with ordinality as e(item, position)
           cross join lateral jsonb_populate_record(null::public.%1$I, e.item -> ''row'') as r
           order by e.position
         on conflict (id) do nothing',
        p_table, col_list, select_list
      ) using p_rows;
    end if;
    get diagnostics written = row_count;
    if written <> jsonb_array_length(p_rows) then
      -- Some row was not simply written: undo them all, the row-by-row path answers each.
      raise exception 'not every row was written' using errcode = 'P0001';
    end if;
  exception when others then
    return null;
  end;

  return (select jsonb_agg(jsonb_build_object('id', item -> 'row' ->> 'id', 'status', 'ok') order by position)
          from jsonb_array_elements(p_rows) with ordinality as e(item, position));
end
$function$;
grant execute on function public.sync_push_at_once(p_table text, p_rows jsonb) to anon, authenticated, public, service_role;

-- function public.sync_push_row(p_table text, p_row jsonb, p_base text)
CREATE OR REPLACE FUNCTION public.sync_push_row(p_table text, p_row jsonb, p_base text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.sync_push_row(p_table text, p_row jsonb, p_base text) to anon, authenticated, public, service_role;

-- function public.sync_require_user()
CREATE OR REPLACE FUNCTION public.sync_require_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'sign-in required for replication' using errcode = '42501';
  end if;
  return uid;
end
$function$;
grant execute on function public.sync_require_user() to anon, authenticated, public, service_role;

-- function public.sync_snapshot(p_table text, p_studio uuid)
CREATE OR REPLACE FUNCTION public.sync_snapshot(p_table text, p_studio uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
  elsif p_table = 'user_subscriptions' and p_studio is not null and p_studio <> uid then
    result := public.studio_subscriptions(p_studio);
  elsif p_table = 'user_subscriptions' then
    perform public.settle_subscriptions();
    result := public.subscriptions_with_plan(uid, true);
  else
    raise exception 'table % is not mirrored', p_table using errcode = '22023';
  end if;
  return result;
end
$function$;
grant execute on function public.sync_snapshot(p_table text, p_studio uuid) to anon, authenticated, public, service_role;

-- function public.sync_stamp_origin()
CREATE OR REPLACE FUNCTION public.sync_stamp_origin()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new._origin := nullif(pg_catalog.current_setting('sync.origin', true), '');
  return new;
end
$function$;
grant execute on function public.sync_stamp_origin() to anon, authenticated, public, service_role;

-- function public.sync_stamp_txid()
CREATE OR REPLACE FUNCTION public.sync_stamp_txid()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new._txid := pg_catalog.pg_current_xact_id();
  return new;
end
$function$;
grant execute on function public.sync_stamp_txid() to anon, authenticated, public, service_role;

-- function public.touch_updated_at()
CREATE OR REPLACE FUNCTION public.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$function$;
grant execute on function public.touch_updated_at() to anon, authenticated, public, service_role;

-- trigger on_auth_user_created on auth.users
CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

-- trigger on_auth_user_created_studio on auth.users
CREATE TRIGGER on_auth_user_created_studio AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.create_own_studio();

-- policy "images: the owner reads" on storage.objects
create policy "images: the owner reads" on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- policy "images: the owner removes" on storage.objects
create policy "images: the owner removes" on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- policy "images: the owner replaces" on storage.objects
create policy "images: the owner replaces" on storage.objects
  for update
  to authenticated
  using (((bucket_id = 'images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)))
  with check (((bucket_id = 'images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- policy "images: the owner uploads" on storage.objects
create policy "images: the owner uploads" on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = 'images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- bucket images (a row of storage.buckets)
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('images', 'images', false, 5242880, '{image/svg+xml,image/png,image/jpeg,image/webp}');

-- publication supabase_realtime
create publication supabase_realtime for table
  public.briefs,
  public.content_history,
  public.content_preferences,
  public.generator_drafts,
  public.master_prompts,
  public.profiles,
  public.subscription_plans,
  public.tone_templates,
  public.usage_tracking,
  public.user_subscriptions;

-- settings of role anon
alter role anon set statement_timeout = '3s';

-- settings of role authenticated
alter role authenticated set statement_timeout = '8s';
