-- Whom an administrator's screens speak of: for each account, the person's own name
-- (public.person_name, migration 1820), their address and the studio they founded, so a
-- subscription card tells two "Lagoon Flow Yoga" accounts apart and the analytics put a
-- name beside a short user id. Administrators only; at most 1,000 accounts a call.
create function public.admin_people(p_users uuid[]) returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
  as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators read accounts' using errcode = '42501';
  end if;
  if p_users is null or pg_catalog.cardinality(p_users) > 1000 then
    raise exception 'Ask for at most 1000 accounts at a time' using errcode = '22023';
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'user_id', account.id,
             'name', coalesce(public.person_name(account.id), ''),
             'email', coalesce(account.email, ''),
             'studio', coalesce(nullif(studio.name, ''), profile.business_name, ''))
           order by account.id)
      from auth.users as account
      left join public.studios as studio on studio.id = account.id
      left join public.profiles as profile on profile.user_id = account.id
     where account.id = any (p_users)
  ), '[]'::jsonb);
end
$$;

revoke execute on function public.admin_people(uuid[]) from public, anon;
grant execute on function public.admin_people(uuid[]) to authenticated;
