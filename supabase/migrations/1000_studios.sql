-- Studios and their people. A studio is what a team shares; its members are an owner
-- (or several) and staff. Every account has a studio of its own, made at sign-up, whose
-- id is the account's id: existing accounts get theirs here, so rows already owned by a
-- user can name their studio with the same uuid. One user may belong to several
-- studios (their own, and any they were invited to).
--
-- Membership changes only through the functions below, which check the caller's role
-- under a lock on the studio's members; the tables take no direct writes from the API
-- roles. Invitations are single use and expire; the link carries a random secret
-- whose SHA-256 alone is stored, and only the invited address can accept it.

create table public.studios (
  id uuid primary key default gen_random_uuid(),
  name text not null default '' check (char_length(name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.studio_members (
  studio_id uuid not null references public.studios (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'staff')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (studio_id, user_id)
);

create index studio_members_user_idx on public.studio_members (user_id);

create table public.studio_invitations (
  id uuid primary key default gen_random_uuid(),
  studio_id uuid not null references public.studios (id) on delete cascade,
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  role text not null default 'staff' check (role in ('owner', 'staff')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz
);

-- One open invitation per studio and address: inviting again replaces it.
create unique index studio_invitations_open_idx
  on public.studio_invitations (studio_id, lower(email))
  where accepted_at is null and revoked_at is null;

-- A DELETE logs only a random row key, never the user ids these keys hold (see 0700):
-- nothing that reads the write-ahead log, hosted Realtime included, learns whose studio
-- or membership went.
do $$
declare
  t text;
begin
  foreach t in array array['studios', 'studio_members'] loop
    execute format('alter table public.%I add column _row_key uuid not null default gen_random_uuid()', t);
    execute format('create unique index %I on public.%I (_row_key)', t || '_row_key_idx', t);
    execute format('alter table public.%I replica identity using index %I', t, t || '_row_key_idx');
    execute format('create trigger keep_row_key before insert or update on public.%I for each row execute function public.keep_row_key()', t);
  end loop;
end
$$;

create trigger touch_updated_at before update on public.studios
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.studio_members
  for each row execute function public.touch_updated_at();

-- The caller's role in a studio, or null. Security definer so that the policies below
-- can read memberships without recursing into studio_members' own policy.
create function public.studio_role(p_studio uuid) returns text
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select member.role from public.studio_members as member
     where member.studio_id = p_studio and member.user_id = auth.uid()
  $$;

create function public.is_studio_member(p_studio uuid) returns boolean
  language sql
  stable
  set search_path = ''
  as $$ select public.studio_role(p_studio) is not null $$;

create function public.is_studio_owner(p_studio uuid) returns boolean
  language sql
  stable
  set search_path = ''
  as $$ select coalesce(public.studio_role(p_studio) = 'owner', false) $$;

-- Every account's own studio, named after its business, with the account as owner.
create function public.create_own_studio() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.studios (id, name)
  values (
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'business_name'), ''), nullif(btrim(meta ->> 'businessName'), ''), ''), 200)
  )
  on conflict (id) do nothing;
  insert into public.studio_members (studio_id, user_id, role)
  values (new.id, new.id, 'owner')
  on conflict do nothing;
  return new;
end
$$;

create trigger on_auth_user_created_studio after insert on auth.users
  for each row execute function public.create_own_studio();

-- Existing accounts: a studio of their own, named as their profile's business.
insert into public.studios (id, name, created_at)
select account.id, left(coalesce(profile.business_name, ''), 200), account.created_at
  from auth.users as account
  left join public.profiles as profile on profile.user_id = account.id
on conflict (id) do nothing;

insert into public.studio_members (studio_id, user_id, role, created_at)
select account.id, account.id, 'owner', account.created_at
  from auth.users as account
on conflict do nothing;

-- A studio never stays without an owner while it has members: when its last owner's
-- account is deleted, its longest-standing member becomes owner; a studio left with
-- nobody is removed. (Leaving and removal refuse to take away the last owner.)
create function public.keep_studio_owned() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create trigger keep_studio_owned after delete on public.studio_members
  for each row execute function public.keep_studio_owned();

-- The caller, signed in, or 42501.
create function public.studio_caller() returns uuid
  language plpgsql
  stable
  set search_path = ''
  as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to manage a studio' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;

-- Locks the studio's membership for the rest of the transaction and answers the caller's
-- role in it. A studio the caller cannot see is "not found", as RLS would have it.
create function public.lock_studio(p_studio uuid) returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

-- The same, for what only an owner may do.
create function public.lock_studio_as_owner(p_studio uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if public.lock_studio(p_studio) <> 'owner' then
    raise exception 'Only an owner of the studio can do this' using errcode = '42501';
  end if;
end
$$;

-- A member's role, or "not found".
create function public.member_role(p_studio uuid, p_user uuid) returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
  as $$
declare
  found_role text;
begin
  select role into found_role from public.studio_members where studio_id = p_studio and user_id = p_user;
  if found_role is null then
    raise exception 'No such member' using errcode = 'PT404';
  end if;
  return found_role;
end
$$;

-- A studio's name, trimmed, or 22023.
create function public.checked_studio_name(p_name text) returns text
  language plpgsql
  immutable
  set search_path = ''
  as $$
declare
  clean text := btrim(coalesce(p_name, ''));
begin
  if char_length(clean) not between 1 and 200 then
    raise exception 'A studio name has 1 to 200 characters' using errcode = '22023';
  end if;
  return clean;
end
$$;

-- The stored form of an invitation's secret.
create function public.invitation_hash(p_secret text) returns text
  language sql
  immutable
  set search_path = ''
  as $$ select encode(sha256(convert_to(p_secret, 'UTF8')), 'hex') $$;

create function public.owner_count(p_studio uuid) returns integer
  language sql
  stable
  security definer
  set search_path = ''
  as $$ select count(*)::int from public.studio_members where studio_id = p_studio and role = 'owner' $$;

-- A new studio, owned by the caller (their own studio exists already; this is another).
create function public.create_studio(p_name text) returns uuid
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := public.studio_caller();
  made uuid;
begin
  insert into public.studios (name) values (public.checked_studio_name(p_name)) returning id into made;
  insert into public.studio_members (studio_id, user_id, role) values (made, caller, 'owner');
  return made;
end
$$;

create function public.rename_studio(p_studio uuid, p_name text) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  perform public.lock_studio_as_owner(p_studio);
  update public.studios set name = public.checked_studio_name(p_name) where id = p_studio;
end
$$;

-- Invites an address; answers the secret for the link (it is stored only hashed, so
-- this is the one time anyone sees it) and when it expires. An open invitation to the
-- same address is replaced.
create function public.invite_studio_member(p_studio uuid, p_email text, p_role text default 'staff') returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create function public.revoke_studio_invitation(p_invitation uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

-- Accepts an invitation with the secret from its link: the caller's confirmed address
-- must be the invited one. Answers the studio joined. A wrong, used, withdrawn or
-- expired secret says so and changes nothing.
create function public.accept_studio_invitation(p_token text) returns uuid
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create function public.set_studio_member_role(p_studio uuid, p_user uuid, p_role text) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create function public.remove_studio_member(p_studio uuid, p_user uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create function public.leave_studio(p_studio uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := public.studio_caller();
  caller_role text := public.lock_studio(p_studio);
begin
  if caller_role = 'owner' and public.owner_count(p_studio) = 1 then
    raise exception 'You are this studio''s only owner: make another member owner before you leave' using errcode = 'PT409';
  end if;
  delete from public.studio_members where studio_id = p_studio and user_id = caller;
end
$$;

-- The studio's people as its members see them: address, name (from the profile) and
-- role. Profiles and auth.users stay private otherwise.
create function public.studio_team(p_studio uuid) returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
  as $$
begin
  perform public.studio_caller();
  if not public.is_studio_member(p_studio) then
    raise exception 'No such studio' using errcode = 'PT404';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'user_id', member.user_id, 'email', account.email, 'full_name', coalesce(profile.full_name, ''),
             'role', member.role, 'joined_at', member.created_at)
           order by member.role, lower(coalesce(nullif(profile.full_name, ''), account.email)), member.user_id)
      from public.studio_members as member
      join auth.users as account on account.id = member.user_id
      left join public.profiles as profile on profile.user_id = member.user_id
     where member.studio_id = p_studio
  ), '[]'::jsonb);
end
$$;

-- What the join screen shows before anyone accepts: whose studio, for which address,
-- and whether the link still works. The secret is the capability, so a visitor who is
-- not signed in yet may ask; a wrong secret finds nothing.
create function public.studio_invitation_preview(p_token text) returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
  as $$
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
    'inviter', coalesce((select profile.full_name from public.profiles as profile where profile.user_id = invitation.invited_by), ''),
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
$$;

-- Privileges: members read; every change goes through the functions above.
-- (A hosted project grants every API role everything on new tables by default; TRUNCATE
-- and the others skip row level security, so they are taken back.)
revoke all on public.studios, public.studio_members, public.studio_invitations from public, anon, authenticated;
grant select on public.studios, public.studio_members, public.studio_invitations to authenticated;
grant select, insert, update, delete on public.studios, public.studio_members, public.studio_invitations to service_role;

alter table public.studios enable row level security;
alter table public.studio_members enable row level security;
alter table public.studio_invitations enable row level security;

create policy "Members read their studios" on public.studios
  for select to authenticated using ((select public.is_studio_member(id)));
create policy "Admins read all studios" on public.studios
  for select to authenticated using ((select public.is_admin()));

create policy "Members read their studios' members" on public.studio_members
  for select to authenticated using ((select public.is_studio_member(studio_id)));
create policy "Admins read all members" on public.studio_members
  for select to authenticated using ((select public.is_admin()));

create policy "Owners read their studios' invitations" on public.studio_invitations
  for select to authenticated using ((select public.is_studio_owner(studio_id)));

revoke execute on function
  public.create_own_studio(), public.keep_studio_owned(), public.lock_studio(uuid), public.lock_studio_as_owner(uuid),
  public.member_role(uuid, uuid), public.checked_studio_name(text), public.invitation_hash(text),
  public.owner_count(uuid), public.studio_caller()
  from public, anon, authenticated, service_role;
revoke execute on function
  public.create_studio(text), public.rename_studio(uuid, text), public.invite_studio_member(uuid, text, text),
  public.revoke_studio_invitation(uuid), public.accept_studio_invitation(text),
  public.set_studio_member_role(uuid, uuid, text), public.remove_studio_member(uuid, uuid), public.leave_studio(uuid),
  public.studio_team(uuid), public.studio_role(uuid), public.is_studio_member(uuid), public.is_studio_owner(uuid)
  from public, anon;
revoke execute on function public.studio_invitation_preview(text) from public;
grant execute on function public.studio_invitation_preview(text) to anon, authenticated, service_role;
grant execute on function
  public.create_studio(text), public.rename_studio(uuid, text), public.invite_studio_member(uuid, text, text),
  public.revoke_studio_invitation(uuid), public.accept_studio_invitation(text),
  public.set_studio_member_role(uuid, uuid, text), public.remove_studio_member(uuid, uuid), public.leave_studio(uuid),
  public.studio_team(uuid), public.studio_role(uuid), public.is_studio_member(uuid), public.is_studio_owner(uuid)
  to authenticated, service_role;
