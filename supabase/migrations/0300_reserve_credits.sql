-- Credits are taken BEFORE a paid generation (an image), in one statement under the
-- subscription's row lock, so parallel calls cannot all pass a "credits left?" check and
-- overspend. The reservation is the usage record itself: its insert fires meter_usage
-- (0005), which moves the credits on the same subscription, so nothing is counted twice.
-- A generation that fails gives the credits back with release_credits (service role only,
-- or a user could take back the credits of an image they received).

create function public.reserve_credits(amount integer, usage_type text default 'image') returns jsonb
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

  -- The same subscription meter_usage picks, locked until this transaction ends: a
  -- parallel reservation waits here and then sees the credits this one took.
  select active.id, active.credits_remaining into sub
    from public.user_subscriptions as active
   where active.user_id = uid and active.status = 'active' and not active._deleted
   order by active.current_period_end desc nulls last, active.created_at desc
   limit 1
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

-- Gives back the credits of a reservation whose generation failed: the usage record is
-- soft-deleted (analytics skip it) and its credits return to the subscription they came
-- from. A second call for the same record gives nothing.
create function public.release_credits(usage_id uuid) returns boolean
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
   where sub.id = (
     select active.id
       from public.user_subscriptions as active
      where active.user_id = released.user_id and active.status = 'active' and not active._deleted
      order by active.current_period_end desc nulls last, active.created_at desc
      limit 1
   );
  return true;
end
$$;

revoke execute on function public.reserve_credits(integer, text) from public, anon;
grant execute on function public.reserve_credits(integer, text) to authenticated, service_role;
revoke execute on function public.release_credits(uuid) from public, anon, authenticated;
grant execute on function public.release_credits(uuid) to service_role;
