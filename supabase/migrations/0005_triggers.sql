-- What the database does on its own: replication stamps and owner protection on
-- every synced table, the profile and free trial made at sign-up, and credit
-- metering on every usage record.

-- Replication stamp on every table a device pulls or pushes.
create trigger stamp_modified before insert or update on public.subscription_plans
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.user_subscriptions
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.master_prompts
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.profiles
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.content_preferences
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.tone_templates
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.content_history
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.generator_drafts
  for each row execute function public.set_modified();
create trigger stamp_modified before insert or update on public.usage_tracking
  for each row execute function public.set_modified();

-- updated_at on every table that has one.
create trigger touch_updated_at before update on public.subscription_plans
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.user_subscriptions
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.master_prompts
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.profiles
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.content_preferences
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.tone_templates
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.content_history
  for each row execute function public.touch_updated_at();
create trigger touch_updated_at before update on public.generator_drafts
  for each row execute function public.touch_updated_at();

-- Rows never change owner.
create trigger keep_owner before update on public.user_subscriptions
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.profiles
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.content_preferences
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.tone_templates
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.content_history
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.generator_drafts
  for each row execute function public.keep_owner();
create trigger keep_owner before update on public.usage_tracking
  for each row execute function public.keep_owner();

-- Ids derived from the owner: the app's upserts send user_id and content_type only.
create trigger fill_id before insert on public.content_preferences
  for each row execute function public.fill_user_type_id();
create trigger fill_id before insert on public.generator_drafts
  for each row execute function public.fill_user_type_id();

create function public.fill_profile_id() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new.id := coalesce(new.id, new.user_id);
  return new;
end
$$;

create trigger fill_id before insert on public.profiles
  for each row execute function public.fill_profile_id();

-- Plan features may arrive as a JSON string holding the list: store the list.
-- A string that is not JSON is refused (22P02).
create function public.parse_plan_features() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if jsonb_typeof(new.features) = 'string' then
    new.features := (new.features #>> '{}')::jsonb;
  end if;
  return new;
end
$$;

create trigger parse_features before insert or update on public.subscription_plans
  for each row execute function public.parse_plan_features();

-- Sign-up: the profile from the sign-up metadata (the sign-up screen sends
-- name/businessName/businessType, the auth calls full_name/business_name/business_type)
-- and a 14-day free trial on the Starter plan. Values are trimmed and cut to the
-- columns' limits so odd metadata never fails a sign-up. Without a Starter plan the
-- user still gets a profile.
create function public.handle_new_user() returns trigger
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
      (new.id, starter.id, 'active', 0, starter.credits_limit, now(), now() + interval '14 days');
  end if;

  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Metering: every usage record moves its credits on the owner's active subscription
-- (the latest period if several). Security definer because users may not update
-- subscriptions themselves; an insert-only trigger, so no user path skips it.
-- credits_remaining stops at 0 rather than refusing the record: the content was
-- already made, possibly offline, and a refused push would never drain.
create function public.meter_usage() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  update public.user_subscriptions as sub
     set credits_used = sub.credits_used + new.credits_consumed,
         credits_remaining = greatest(sub.credits_remaining - new.credits_consumed, 0)
   where sub.id = (
     select active.id
       from public.user_subscriptions as active
      where active.user_id = new.user_id and active.status = 'active' and not active._deleted
      order by active.current_period_end desc nulls last, active.created_at desc
      limit 1
   );
  return null;
end
$$;

create trigger meter_usage after insert on public.usage_tracking
  for each row execute function public.meter_usage();
