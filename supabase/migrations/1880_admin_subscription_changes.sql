-- What an administrator may do to a subscription besides its status and a credit reset:
-- move it to another plan, and lengthen a trial. Both take effect at once and answer the
-- subscription as it now is (the figures the admin's card shows).

create function public.subscription_change_json(s public.user_subscriptions) returns jsonb
  language sql immutable
  set search_path = ''
  as $$
  select pg_catalog.jsonb_build_object(
    'id', s.id, 'status', s.status, 'plan_id', s.plan_id, 'credits_used', s.credits_used,
    'credits_remaining', s.credits_remaining, 'current_period_start', s.current_period_start,
    'current_period_end', s.current_period_end)
  $$;

-- Another plan, at once, the period unchanged: the credits left are the new plan's
-- allowance less what this period has already used (never below 0), so a move up gives
-- the difference now and a move down never leaves more than the new plan allows.
create function public.admin_change_plan(p_subscription uuid, p_plan uuid) returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
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
$$;

-- A trial made longer by 1 to 90 days from its end (or from now, when it has ended: the
-- account trials again with what its plan allows less what it used).
create function public.admin_extend_trial(p_subscription uuid, p_days integer) returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
  as $$
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
$$;

revoke execute on function public.subscription_change_json(public.user_subscriptions) from public, anon, authenticated;
revoke execute on function public.admin_change_plan(uuid, uuid) from public, anon;
revoke execute on function public.admin_extend_trial(uuid, integer) from public, anon;
grant execute on function public.admin_change_plan(uuid, uuid) to authenticated;
grant execute on function public.admin_extend_trial(uuid, integer) to authenticated;
