-- What a hosted Supabase project's Storage has before our migrations run: the
-- storage schema with its buckets and objects tables (Storage's own column names) and
-- storage.foldername(), which policies call. Row level security is on for objects, as on
-- a hosted project; the policies themselves are the project's (migration 0800).
-- Local only: a hosted project keeps the bytes in its object store; the local backend
-- keeps them in storage.object_contents, readable only through an object the caller
-- may read.
create schema if not exists storage;
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit;
  end if;
end
$$;
grant usage on schema storage to anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  constraint bucketid_objname unique (bucket_id, name)
);
alter table storage.objects enable row level security;

/** The folders of an object's name: 'a/b/c.png' gives {a,b}. */
create function storage.foldername(name text) returns text[]
  language sql immutable
  as $$ select (string_to_array(name, '/'))[1:greatest(cardinality(string_to_array(name, '/')) - 1, 0)] $$;
create function storage.filename(name text) returns text
  language sql immutable
  as $$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $$;
create function storage.extension(name text) returns text
  language sql immutable
  as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

create table storage.object_contents (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);
alter table storage.object_contents enable row level security;
-- The bytes follow their object: whoever the objects policies let see the row sees its bytes.
create policy "contents of a visible object" on storage.object_contents for all
  using (exists (select 1 from storage.objects o where o.id = object_id))
  with check (exists (select 1 from storage.objects o where o.id = object_id));

grant select on storage.buckets to anon, authenticated;
grant all on storage.buckets to service_role;
grant all on storage.objects, storage.object_contents to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.object_contents owner to supabase_storage_admin;
