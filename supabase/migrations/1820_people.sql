-- People are people: a member's name is the person's own, kept with their account
-- (auth user metadata `full_name`, else `display_name` or `name`, else the part of their
-- address before the @), never the brand profile's full_name, which follows the
-- studio's business name. The team list, the invitation preview and the invitation
-- mail read it from here.
--
-- An account made to join a studio (signed up from an invitation, or made by the hosted
-- invitation mail) still gets a studio of its own, because every account owns one (its
-- id keys the brand profile and the trial, and it is where a person lands when they
-- leave every other studio). That studio is dormant: empty, unnamed, and not listed
-- while the person belongs to another studio.

-- The person's name, from their account. Internal: the functions below decide who may see it.
create function public.person_name(p_user uuid) returns text
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select left(coalesce(
             nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''),
             nullif(btrim(account.raw_user_meta_data ->> 'display_name'), ''),
             nullif(btrim(account.raw_user_meta_data ->> 'name'), ''),
             nullif(split_part(coalesce(account.email, ''), '@', 1), ''),
             ''), 200)
      from auth.users as account
     where account.id = p_user
  $$;

-- The caller's own name (what an invitation they send is signed with).
create function public.my_person_name() returns text
  language sql
  stable
  security definer
  set search_path = ''
  as $$ select coalesce(public.person_name(auth.uid()), '') $$;

alter table public.studios add column dormant boolean not null default false;

create or replace function public.studio_team(p_studio uuid) returns jsonb
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
$$;

create or replace function public.studio_invitation_preview(p_token text) returns jsonb
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
$$;

-- Sign-up as in 1100; an account made to join a studio (metadata `joining_studio`)
-- gets its own studio dormant, with no business name.
create or replace function public.handle_new_user() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

-- The caller's studios as in 1100, without their own dormant studio while they belong
-- to another.
create or replace function public.my_studios() returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select coalesce(jsonb_agg(jsonb_build_object('id', studio.id, 'name', studio.name, 'role', member.role)
                              order by studio.id <> auth.uid(), lower(studio.name), studio.id), '[]'::jsonb)
      from public.studio_members as member
      join public.studios as studio on studio.id = member.studio_id
     where member.user_id = auth.uid()
       and not (studio.dormant and exists (
         select 1 from public.studio_members as other
          where other.user_id = auth.uid() and other.studio_id <> studio.id))
  $$;

revoke execute on function public.person_name(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.my_person_name() from public, anon;
grant execute on function public.my_person_name() to authenticated, service_role;
