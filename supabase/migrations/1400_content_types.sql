-- The content types the tools make, written once for the database: the five tables
-- that carry a content_type check it against public.content_types(). The tools are
-- defined in domain/tools.ts, and tests/db/content-types.test.ts holds this list to
-- theirs, so a new tool's migration replaces this function with the longer list
-- (`create or replace`, new types at the end); no constraint needs rewriting.
create function public.content_types() returns text[]
  language sql immutable parallel safe
  set search_path = ''
  as $$ select array['blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video'] $$;

alter table public.content_preferences
  drop constraint content_preferences_content_type_check,
  add constraint content_preferences_content_type_check check (content_type = any (public.content_types()));
alter table public.content_history
  drop constraint content_history_content_type_check,
  add constraint content_history_content_type_check check (content_type = any (public.content_types()));
alter table public.generator_drafts
  drop constraint generator_drafts_content_type_check,
  add constraint generator_drafts_content_type_check check (content_type = any (public.content_types()));
alter table public.master_prompts
  drop constraint master_prompts_content_type_check,
  add constraint master_prompts_content_type_check check (content_type = any (public.content_types()));
alter table public.usage_tracking
  drop constraint usage_tracking_content_type_check,
  add constraint usage_tracking_content_type_check check (content_type = any (public.content_types()));
