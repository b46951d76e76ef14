-- A studio owns its brand: the brand profile, the content preferences, the tone
-- templates, the content history and the usage records belong to a studio
-- (`studio_id`); `user_id` stays on every row and says who made it. Drafts stay
-- personal (generator_drafts keeps only `user_id`).
--
-- Every account's own studio has the account's id (migration 1000), so the rows that
-- exist already belong to the studio whose id is their `user_id`: a studio of one reads
-- and writes exactly what it did before. A row written without a studio (an older
-- device, the metering functions) goes to its maker's own studio.
--
-- The brand profile and the preferences are the studio's, keyed by it as before (their
-- `user_id` is the studio's founding account). Who may do what, by row level security:
--   members (owner or staff) read everything of their studios, write content history
--     and tone templates, and record usage; what they add is theirs (`user_id` = caller);
--   only owners write the brand profile and the content preferences;
--   anyone else (a removed member, another studio, a visitor) reads and writes nothing.
-- A row never moves to another studio and never changes its maker.

-- The studios the caller belongs to, and those they own. Security definer so that the
-- policies read memberships without recursing into studio_members' own policy; used as
-- `studio_id in (select ...)` so a query evaluates them once, not once per row.
create function public.member_studios() returns setof uuid
  language sql
  stable
  security definer
  set search_path = ''
  as $$ select member.studio_id from public.studio_members as member where member.user_id = auth.uid() $$;

create function public.owned_studios() returns setof uuid
  language sql
  stable
  security definer
  set search_path = ''
  as $$ select member.studio_id from public.studio_members as member where member.user_id = auth.uid() and member.role = 'owner' $$;

-- The caller's studio, or PT403: replication, credits and the mirrored subscription of a
-- studio the caller is not (or no longer) in are refused, which tells a device to drop it.
create function public.require_studio_member(p_studio uuid) returns void
  language plpgsql
  stable
  set search_path = ''
  as $$
begin
  if not exists (select 1 from public.member_studios() as member(id) where member.id = p_studio) then
    raise exception 'You are not a member of this studio' using errcode = 'PT403';
  end if;
end
$$;

-- A new row without a studio goes to its maker's own studio; an update keeps both.
create function public.keep_studio_scope() returns trigger
  language plpgsql
  set search_path = ''
  as $$
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
$$;

-- The column, filled in place. Triggers are off while it is filled: the rows do not
-- change for their owners (no new `_modified`, `updated_at` or `_txid`, so no device
-- pulls them again).
do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'content_preferences', 'tone_templates', 'content_history', 'usage_tracking']
  loop
    execute format('alter table public.%I add column studio_id uuid', t);
    execute format('alter table public.%I disable trigger user', t);
    execute format('update public.%I set studio_id = user_id', t);
    execute format('alter table public.%I enable trigger user', t);
    execute format('alter table public.%I alter column studio_id set not null', t);
    execute format(
      'alter table public.%I add constraint %I foreign key (studio_id) references public.studios (id) on delete cascade',
      t, t || '_studio_id_fkey'
    );
    execute format(
      'create trigger keep_studio_scope before insert or update on public.%I for each row execute function public.keep_studio_scope()',
      t
    );
    -- A device pulls by studio now (sync_pull below): the page index follows.
    execute format('create index %I on public.%I (studio_id, _txid, (id::text))', t || '_studio_page_idx', t);
    execute format('drop index public.%I', t || '_sync_page_idx');
  end loop;
end
$$;

-- The brand is the studio's: its profile and preferences keep the keys they had, with
-- `user_id` naming the studio's founding account (a studio's id is its founder's id:
-- studios are founded by sign-up only, see create_studio below), so the app's upserts
-- on user_id (brand setup) and on (user_id, content_type) still land on the one row.
alter table public.profiles add constraint profiles_user_is_studio check (user_id = studio_id);
alter table public.content_preferences add constraint content_preferences_user_is_studio check (user_id = studio_id);

-- One default tone template per studio.
drop index public.tone_templates_one_default_idx;
create unique index tone_templates_one_default_idx
  on public.tone_templates (studio_id)
  where is_default and not _deleted;

create index content_history_studio_recent_idx on public.content_history (studio_id, created_at desc);

-- Sign-up: the studio first (the profile belongs to it), then its profile and the
-- trial, as in 0600. 1000's trigger on_auth_user_created_studio ran after this one, too
-- late for the profile; it stays (the migration role does not own auth.users, so it
-- cannot drop it) and does nothing.
create or replace function public.create_own_studio() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  return new;
end
$$;

create or replace function public.handle_new_user() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  business text := left(coalesce(nullif(btrim(meta ->> 'business_name'), ''), nullif(btrim(meta ->> 'businessName'), ''), ''), 200);
  starter record;
begin
  insert into public.studios (id, name) values (new.id, business) on conflict (id) do nothing;
  insert into public.studio_members (studio_id, user_id, role) values (new.id, new.id, 'owner') on conflict do nothing;

  insert into public.profiles (id, studio_id, user_id, full_name, business_name, business_type)
  values (
    new.id,
    new.id,
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), ''), 200),
    business,
    left(coalesce(nullif(btrim(meta ->> 'business_type'), ''), nullif(btrim(meta ->> 'businessType'), ''), ''), 100)
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

-- A studio is founded by an account's sign-up, and its id is that account's: the brand
-- profile and preferences are keyed by it. Another studio is another account; a person
-- belongs to several studios by invitation. (1000's create_studio made studios with
-- random ids, which would have no brand profile to read.)
drop function public.create_studio(text);

-- The studios the caller belongs to, with their role, own studio first: what a device
-- offers to switch between.
create function public.my_studios() returns jsonb
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
  $$;

-- Row level security by membership and role.
drop policy "Owners read profile" on public.profiles;
drop policy "Owners insert profile" on public.profiles;
drop policy "Owners update profile" on public.profiles;
drop policy "Owners delete profile" on public.profiles;
drop policy "Owners read preferences" on public.content_preferences;
drop policy "Owners insert preferences" on public.content_preferences;
drop policy "Owners update preferences" on public.content_preferences;
drop policy "Owners delete preferences" on public.content_preferences;
drop policy "Owners read templates" on public.tone_templates;
drop policy "Owners insert templates" on public.tone_templates;
drop policy "Owners update templates" on public.tone_templates;
drop policy "Owners delete templates" on public.tone_templates;
drop policy "Owners read history" on public.content_history;
drop policy "Owners insert history" on public.content_history;
drop policy "Owners update history" on public.content_history;
drop policy "Owners delete history" on public.content_history;
drop policy "Users record own usage" on public.usage_tracking;
drop policy "Users read own usage" on public.usage_tracking;

do $$
declare
  t text;
begin
  -- The brand: members read it, owners write it.
  foreach t in array array['profiles', 'content_preferences'] loop
    execute format(
      'create policy "Members read" on public.%I for select to authenticated
         using (studio_id in (select public.member_studios()))', t);
    execute format(
      'create policy "Owners insert" on public.%I for insert to authenticated
         with check (studio_id in (select public.owned_studios()))', t);
    execute format(
      'create policy "Owners update" on public.%I for update to authenticated
         using (studio_id in (select public.owned_studios())) with check (studio_id in (select public.owned_studios()))', t);
    execute format(
      'create policy "Owners delete" on public.%I for delete to authenticated
         using (studio_id in (select public.owned_studios()))', t);
  end loop;
  -- The content: every member reads and writes it, and what they add is theirs.
  foreach t in array array['tone_templates', 'content_history'] loop
    execute format(
      'create policy "Members read" on public.%I for select to authenticated
         using (studio_id in (select public.member_studios()))', t);
    execute format(
      'create policy "Members insert as themselves" on public.%I for insert to authenticated
         with check (studio_id in (select public.member_studios()) and user_id = (select auth.uid()))', t);
    execute format(
      'create policy "Members update" on public.%I for update to authenticated
         using (studio_id in (select public.member_studios())) with check (studio_id in (select public.member_studios()))', t);
    execute format(
      'create policy "Members delete" on public.%I for delete to authenticated
         using (studio_id in (select public.member_studios()))', t);
  end loop;
end
$$;

-- Usage: append-only; members record their own and read the studio's.
create policy "Members record their own usage" on public.usage_tracking
  for insert to authenticated
  with check (studio_id in (select public.member_studios()) and user_id = (select auth.uid()));
create policy "Members read their studios' usage" on public.usage_tracking
  for select to authenticated using (studio_id in (select public.member_studios()));

-- Replication by studio. p_studio names the studio a device syncs; without it (a device
-- from before studios) the caller's own studio. Drafts are the caller's own whatever the
-- studio. A studio the caller no longer belongs to answers PT403, which tells the device
-- to drop that studio's data (docs/sync.md). Otherwise as 0900.
drop function public.sync_pull(text, text, text, integer, jsonb);

create function public.sync_pull(
  p_table text, p_after_txid text, p_after_id text, p_limit integer, p_ids jsonb default null, p_studio uuid default null
)
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
  studio uuid := coalesce(p_studio, uid);
  scope_column text;
  scope uuid;
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
          select jsonb_agg(to_jsonb(t) - '_txid' order by p._txid, p.id_text)
          from picked p
          join public.%1$I t on t.id = p.id
        ), '[]'::jsonb),
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
    ) into again using scope, p_ids, page;
    page := page || again;
  end if;

  if last_txid is null then
    remaining := 0;
  else
    execute format(
      'select count(*) from public.%1$I t where t.%2$I = $1 and t._txid < $2 and (t._txid, t.id::text) > ($3::xid8, $4::text)',
      p_table, scope_column
    ) into remaining using scope, horizon, last_txid, last_id;
  end if;

  return jsonb_build_object(
    'rows', page,
    'checkpoint', case when last_txid is null then null else jsonb_build_object('txid', last_txid, 'id', last_id) end,
    'remaining', remaining
  );
end
$$;

-- Credits are the studio's: a studio's subscription is its founding account's (the
-- studio's id), so a member's generation, counted when its usage record syncs, spends
-- the studio's credits, and a reservation or its release does the same.
create or replace function public.meter_usage() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  update public.user_subscriptions as sub
     set credits_used = sub.credits_used + new.credits_consumed,
         credits_remaining = greatest(sub.credits_remaining - new.credits_consumed, 0)
   where sub.id = public.spending_subscription(new.studio_id);
  return null;
end
$$;

drop function public.reserve_credits(integer, text);

create function public.reserve_credits(amount integer, usage_type text default 'image', p_studio uuid default null) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create or replace function public.release_credits(usage_id uuid) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

-- One account's subscriptions with their plan, as a device mirrors them; the payment
-- provider's reference only for the account itself. Security invoker: what the caller
-- reads is what row level security lets them (studio_subscriptions reads as its definer).
create function public.subscriptions_with_plan(p_user uuid, p_with_payment boolean) returns jsonb
  language sql
  stable
  set search_path = ''
  as $$
    select coalesce(jsonb_agg(
      to_jsonb(s)
        || case when p_with_payment then '{}'::jsonb else jsonb_build_object('paypal_subscription_id', null) end
        || jsonb_build_object('plan', (
          select jsonb_build_object('id', p.id, 'name', p.name, 'credits_limit', p.credits_limit, 'price', p.price, 'currency', p.currency)
          from public.subscription_plans p where p.id = s.plan_id
        )) order by s.created_at, s.id), '[]'::jsonb)
    from public.user_subscriptions s
    where s.user_id = p_user and not s._deleted
  $$;

-- The studio's subscription as its members' devices mirror it (plan and credits; the
-- payment provider's reference stays with the owner). Read as the definer: staff have
-- no row level access to the founder's subscription rows themselves.
create function public.studio_subscriptions(p_studio uuid) returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
begin
  perform public.require_studio_member(p_studio);
  perform public.settle_subscriptions_of(p_studio);
  return public.subscriptions_with_plan(p_studio, false);
end
$$;

-- A device mirrors the subscription of the studio it works in (p_studio; its own
-- studio's, the caller's own subscription, without it).
drop function public.sync_snapshot(text);

create function public.sync_snapshot(p_table text, p_studio uuid default null) returns jsonb
  language plpgsql volatile
  security invoker
  set search_path = ''
  as $$
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
$$;

revoke execute on function public.studio_subscriptions(uuid), public.subscriptions_with_plan(uuid, boolean), public.require_studio_member(uuid)
  from public, anon;
grant execute on function public.studio_subscriptions(uuid), public.subscriptions_with_plan(uuid, boolean), public.require_studio_member(uuid)
  to authenticated, service_role;
revoke execute on function public.reserve_credits(integer, text, uuid) from public, anon;
grant execute on function public.reserve_credits(integer, text, uuid) to authenticated, service_role;

revoke execute on function public.keep_studio_scope() from public, anon, authenticated, service_role;
revoke execute on function
  public.member_studios(), public.owned_studios(), public.my_studios()
  from public, anon;
grant execute on function
  public.member_studios(), public.owned_studios(), public.my_studios()
  to authenticated, service_role;
