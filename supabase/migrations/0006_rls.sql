-- Row level security: the real security boundary. Every public table denies by
-- default; these policies are the only ways in. Owners reach their own rows
-- (including soft-deleted ones, which replication must see); administrators
-- (public.is_admin(), app_metadata.role = 'admin') manage plans and prompts and
-- read across users. `(select ...)` lets Postgres evaluate the caller once per query.

-- Privileges as Supabase grants them (RLS decides which rows). TRUNCATE, REFERENCES
-- and TRIGGER skip row level security, so the API roles do not get them.
grant select, insert, update, delete on
  public.subscription_plans, public.user_subscriptions, public.master_prompts, public.usage_tracking,
  public.profiles, public.content_preferences, public.tone_templates, public.content_history, public.generator_drafts
  to anon, authenticated, service_role;
revoke truncate, references, trigger on
  public.subscription_plans, public.user_subscriptions, public.master_prompts, public.usage_tracking,
  public.profiles, public.content_preferences, public.tone_templates, public.content_history, public.generator_drafts
  from anon, authenticated;

alter table public.subscription_plans enable row level security;
alter table public.user_subscriptions enable row level security;
alter table public.master_prompts enable row level security;
alter table public.usage_tracking enable row level security;
alter table public.profiles enable row level security;
alter table public.content_preferences enable row level security;
alter table public.tone_templates enable row level security;
alter table public.content_history enable row level security;
alter table public.generator_drafts enable row level security;

-- subscription_plans: the pricing list is public; administrators edit.
create policy "Anyone reads active plans" on public.subscription_plans
  for select to anon, authenticated using (is_active and not _deleted);
create policy "Admins read all plans" on public.subscription_plans
  for select to authenticated using ((select public.is_admin()));
create policy "Admins insert plans" on public.subscription_plans
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update plans" on public.subscription_plans
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete plans" on public.subscription_plans
  for delete to authenticated using ((select public.is_admin()));

-- master_prompts: signed-in users read the active ones; administrators edit, and a
-- prompt they write is theirs (or nobody's), never another user's.
create policy "Users read active prompts" on public.master_prompts
  for select to authenticated using (is_active and not _deleted);
create policy "Admins read all prompts" on public.master_prompts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins insert prompts" on public.master_prompts
  for insert to authenticated
  with check ((select public.is_admin()) and (user_id is null or user_id = (select auth.uid())));
create policy "Admins update prompts" on public.master_prompts
  for update to authenticated using ((select public.is_admin()))
  with check ((select public.is_admin()) and (user_id is null or user_id = (select auth.uid())));
create policy "Admins delete prompts" on public.master_prompts
  for delete to authenticated using ((select public.is_admin()));

-- user_subscriptions: users read their own and never write (status and credits
-- change through administrators, metering and the service role only).
create policy "Users read own subscriptions" on public.user_subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Admins read all subscriptions" on public.user_subscriptions
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update subscriptions" on public.user_subscriptions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- usage_tracking: append-only for the owner; administrators read all for analytics.
create policy "Users record own usage" on public.usage_tracking
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users read own usage" on public.usage_tracking
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Admins read all usage" on public.usage_tracking
  for select to authenticated using ((select public.is_admin()));

-- profiles: the owner's; administrators read names and businesses of all users.
create policy "Owners read profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners insert profile" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners update profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners delete profile" on public.profiles
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "Admins read all profiles" on public.profiles
  for select to authenticated using ((select public.is_admin()));

-- content_preferences, tone_templates, content_history, generator_drafts: the owner's only.
create policy "Owners read preferences" on public.content_preferences
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners insert preferences" on public.content_preferences
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners update preferences" on public.content_preferences
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners delete preferences" on public.content_preferences
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Owners read templates" on public.tone_templates
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners insert templates" on public.tone_templates
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners update templates" on public.tone_templates
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners delete templates" on public.tone_templates
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Owners read history" on public.content_history
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners insert history" on public.content_history
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners update history" on public.content_history
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners delete history" on public.content_history
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Owners read drafts" on public.generator_drafts
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners insert drafts" on public.generator_drafts
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners update drafts" on public.generator_drafts
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners delete drafts" on public.generator_drafts
  for delete to authenticated using ((select auth.uid()) = user_id);
