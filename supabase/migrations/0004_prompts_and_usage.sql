-- The administrators' master prompts, which the content tools look up by content
-- type, and the usage record of every generation, which meters credits (trigger, 0005).

create table public.master_prompts (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  content_type text not null
    check (content_type in ('blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video')),
  tone text not null
    check (tone in (
      'Professional', 'Casual', 'Friendly', 'Authoritative', 'Inspirational',
      'Conversational', 'Expert', 'Empathetic', 'Wellness', 'Spiritual'
    )),
  prompt_text text not null check (char_length(btrim(prompt_text)) between 1 and 10000),
  is_active boolean not null default true,
  -- The administrator who wrote it; null for the prompts the project ships (seed).
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create index master_prompts_sync_idx on public.master_prompts (_modified, id);
create index master_prompts_lookup_idx on public.master_prompts (content_type) where is_active and not _deleted;

-- Append-only: a user inserts rows and never changes them (row level security,
-- 0006). The client makes the id, so a retried push cannot meter twice.
create table public.usage_tracking (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  content_type text not null
    check (content_type in ('blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video')),
  credits_consumed integer not null
    check (credits_consumed between 0 and 10000),
  word_count integer
    check (word_count between 0 and 1000000),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create index usage_tracking_sync_idx on public.usage_tracking (user_id, _modified, id);
create index usage_tracking_created_idx on public.usage_tracking (created_at desc);
