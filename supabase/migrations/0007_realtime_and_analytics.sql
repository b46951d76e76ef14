-- Realtime change feeds for every table a device pulls or pushes, and the admin
-- dashboard's usage aggregate.

alter publication supabase_realtime add table
  public.subscription_plans, public.user_subscriptions, public.master_prompts, public.usage_tracking,
  public.profiles, public.content_preferences, public.tone_templates, public.content_history, public.generator_drafts;

-- Usage since a moment, for the admin analytics tab (POST /rest/v1/rpc/admin_usage_summary
-- {"since": "..."}). Security invoker: it reads through the caller's row level
-- security, and refuses anyone but an administrator outright (42501).
-- Returns {since, uses, credits, words, active_users, by_type: [{content_type, uses,
-- credits, words, users}]}, by_type most used first.
create function public.admin_usage_summary(since timestamptz default now() - interval '7 days')
  returns jsonb
  language plpgsql stable
  security invoker
  set search_path = ''
  as $$
declare
  summary jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read usage analytics'
      using errcode = '42501';
  end if;

  with recent as (
    select usage.user_id, usage.content_type, usage.credits_consumed, usage.word_count
      from public.usage_tracking as usage
     where usage.created_at >= admin_usage_summary.since and not usage._deleted
  ), per_type as (
    select recent.content_type,
           count(*) as uses,
           sum(recent.credits_consumed) as credits,
           coalesce(sum(recent.word_count), 0) as words,
           count(distinct recent.user_id) as users
      from recent
     group by recent.content_type
  )
  select jsonb_build_object(
           'since', admin_usage_summary.since,
           'uses', (select count(*) from recent),
           'credits', (select coalesce(sum(recent.credits_consumed), 0) from recent),
           'words', (select coalesce(sum(recent.word_count), 0) from recent),
           'active_users', (select count(distinct recent.user_id) from recent),
           'by_type', coalesce(
             (select jsonb_agg(to_jsonb(per_type) order by per_type.uses desc, per_type.content_type) from per_type),
             '[]'::jsonb
           )
         )
    into summary;

  return summary;
end
$$;

grant execute on function public.admin_usage_summary(timestamptz) to authenticated;
