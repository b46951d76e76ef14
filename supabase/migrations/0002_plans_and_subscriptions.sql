-- Commerce: the monthly plans and each user's subscription with its credit
-- balance. Devices pull both (active plans; their own subscription), so both carry _modified/_deleted.

create table public.subscription_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null unique
    check (char_length(btrim(name)) between 1 and 100),
  credits_limit integer not null
    check (credits_limit >= 1),
  price numeric(10, 2) not null
    check (price >= 0),
  currency text not null default 'USD'
    check (currency in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
  paypal_plan_id text
    check (char_length(paypal_plan_id) <= 200),
  -- A list of strings. A JSON string holding such a list is accepted too and turned
  -- into the list by a trigger (0005): a client may send features that way.
  features jsonb not null default '[]'::jsonb
    check (public.is_string_array(features, 30, 300)),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

comment on table public.subscription_plans is
  'Monthly plans: credits per month and price. Public list = active rows, cheapest first.';

create index subscription_plans_sync_idx on public.subscription_plans (_modified, id);

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- A plan with subscribers cannot be deleted (deactivate it instead).
  plan_id uuid not null references public.subscription_plans (id),
  status text not null default 'pending'
    check (status in ('active', 'canceled', 'cancelled', 'past_due', 'pending')),
  credits_used integer not null default 0
    check (credits_used >= 0),
  credits_remaining integer not null default 0
    check (credits_remaining >= 0),
  current_period_start timestamptz,
  current_period_end timestamptz,
  paypal_subscription_id text
    check (char_length(paypal_subscription_id) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  check (current_period_end is null or current_period_start is null or current_period_end >= current_period_start)
);

comment on table public.user_subscriptions is
  'A user''s plan and credit balance. Users read their own; only administrators and the database (metering) change it.';

create index user_subscriptions_sync_idx on public.user_subscriptions (user_id, _modified, id);
create index user_subscriptions_plan_idx on public.user_subscriptions (plan_id);
create index user_subscriptions_created_idx on public.user_subscriptions (created_at desc);
