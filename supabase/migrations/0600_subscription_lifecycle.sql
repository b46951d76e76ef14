-- The subscription rules (docs/product.md), in the database so every client (and a hosted
-- project) sees the same thing; domain/subscription-lifecycle.ts applies the same rules
-- to a device's synced copy.
--
-- - A plan's period is a calendar month from its start. When an active period ends, the
--   next starts where it ended (several at once if months passed) and the credits go
--   back to the plan's limit: "credits reset monthly and do not roll over".
-- - The sign-up trial is status 'trialing' for 14 days. At its end the status becomes
--   'expired' with no credits: the account keeps all its data but spends nothing until
--   an administrator gives it a plan (status 'active', which starts a new period).
-- - "Cancel any time, access continues to the end of the billing period": a canceled
--   subscription spends its credits until its period ends, then has none.
--
-- Nothing needs a scheduler: public.settle_subscriptions_of(user) applies the rules to
-- one user whenever their subscription is read (sync_snapshot) or metered
-- (meter_usage, reserve_credits), and administrators' list settles everyone first
-- (rpc settle_subscriptions). Where pg_cron exists (a hosted project) a job settles
-- everyone every 15 minutes as well, so the admin figures never lag.

alter table public.user_subscriptions drop constraint user_subscriptions_status_check;
alter table public.user_subscriptions add constraint user_subscriptions_status_check
  check (status in ('active', 'trialing', 'expired', 'canceled', 'cancelled', 'past_due', 'pending'));

-- Sign-ups from before this migration got an 'active' 14-day Starter period: their trial.
update public.user_subscriptions
   set status = 'trialing'
 where status = 'active' and paypal_subscription_id is null
   and current_period_end - current_period_start = interval '14 days';

-- Applies the rules to one user's subscriptions (every user's when p_user is null).
create function public.settle_subscriptions_of(p_user uuid) returns integer
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
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
$$;

revoke execute on function public.settle_subscriptions_of(uuid) from public, anon, authenticated, service_role;

-- The API's door: administrators (and the service role, and a database job without JWT
-- claims) settle everyone; any other signed-in user only themselves.
create function public.settle_subscriptions() returns integer
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
begin
  if auth.jwt() = '{}'::jsonb or auth.role() = 'service_role' or public.is_admin() then
    return public.settle_subscriptions_of(null);
  end if;
  if auth.uid() is null then
    raise exception 'Sign in to read your subscription' using errcode = '42501';
  end if;
  return public.settle_subscriptions_of(auth.uid());
end
$$;

revoke execute on function public.settle_subscriptions() from public, anon;
grant execute on function public.settle_subscriptions() to authenticated, service_role;

-- Giving a plan: a subscription that becomes 'active' from a trial, an ended trial or an
-- ended period starts a new month now with the plan's full credits. Reactivating a
-- canceled subscription inside its period just undoes the cancellation.
create function public.start_period_on_activation() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
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
$$;

create trigger start_period_on_activation before update of status on public.user_subscriptions
  for each row execute function public.start_period_on_activation();

-- The trial as a trial.
create or replace function public.handle_new_user() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  starter record;
begin
  insert into public.profiles (id, user_id, full_name, business_name, business_type)
  values (
    new.id,
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), ''), 200),
    left(coalesce(nullif(btrim(meta ->> 'business_name'), ''), nullif(btrim(meta ->> 'businessName'), ''), ''), 200),
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

-- The subscription credits come from: settled first, then the one that may spend now
-- (a trial, an active plan, or a canceled one inside its period), the latest ending.
create function public.spending_subscription(p_user uuid) returns uuid
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
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
$$;

revoke execute on function public.spending_subscription(uuid) from public, anon, authenticated, service_role;

create or replace function public.meter_usage() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  update public.user_subscriptions as sub
     set credits_used = sub.credits_used + new.credits_consumed,
         credits_remaining = greatest(sub.credits_remaining - new.credits_consumed, 0)
   where sub.id = public.spending_subscription(new.user_id);
  return null;
end
$$;

create or replace function public.reserve_credits(amount integer, usage_type text default 'image') returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  uid uuid := auth.uid();
  sub record;
  usage_id uuid := gen_random_uuid();
begin
  if uid is null then
    raise exception 'Sign in to use credits' using errcode = '42501';
  end if;
  if amount is null or amount < 1 or amount > 10000 then
    raise exception 'amount must be between 1 and 10000' using errcode = '22023';
  end if;

  -- Locked until this transaction ends: a parallel reservation waits here and then sees
  -- the credits this one took.
  select s.id, s.credits_remaining into sub
    from public.user_subscriptions as s
   where s.id = public.spending_subscription(uid)
   for update;

  if not found then
    return jsonb_build_object('reserved', false, 'reason', 'no_subscription');
  end if;
  if sub.credits_remaining < amount then
    return jsonb_build_object('reserved', false, 'reason', 'not_enough_credits', 'credits_remaining', sub.credits_remaining);
  end if;

  insert into public.usage_tracking (id, user_id, content_type, credits_consumed)
  values (usage_id, uid, usage_type, amount);

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
   returning usage.user_id, usage.credits_consumed into released;
  if not found then
    return false;
  end if;

  update public.user_subscriptions as sub
     set credits_used = greatest(sub.credits_used - released.credits_consumed, 0),
         credits_remaining = sub.credits_remaining + released.credits_consumed
   where sub.id = public.spending_subscription(released.user_id);
  return true;
end
$$;

-- A device reads its subscription here: settled first, so it syncs today's figures.
-- Volatile now (it may write the settled rows); the app calls it with POST.
create or replace function public.sync_snapshot(p_table text) returns jsonb
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
  elsif p_table = 'user_subscriptions' then
    perform public.settle_subscriptions();
    select coalesce(jsonb_agg(
      to_jsonb(s) || jsonb_build_object('plan', (
        select jsonb_build_object('id', p.id, 'name', p.name, 'credits_limit', p.credits_limit, 'price', p.price, 'currency', p.currency)
        from public.subscription_plans p where p.id = s.plan_id
      )) order by s.created_at, s.id), '[]'::jsonb) into result
    from public.user_subscriptions s
    where s.user_id = uid and not s._deleted;
  else
    raise exception 'table % is not mirrored', p_table using errcode = '22023';
  end if;
  return result;
end
$$;

-- A hosted project has pg_cron: settle everyone every 15 minutes. Elsewhere (PGlite, a
-- plain PostgreSQL) the lazy settling above is all there is, and all that is needed.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('settle-subscriptions', '*/15 * * * *', 'select public.settle_subscriptions()');
  end if;
exception when others then
  raise notice 'pg_cron is not available here (%): subscriptions are settled when read or metered', sqlerrm;
end
$$;
