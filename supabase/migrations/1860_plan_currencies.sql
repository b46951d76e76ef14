-- Plans may be priced in Mauritian rupees as well (domain/plans.ts PLAN_CURRENCIES).
alter table public.subscription_plans
  drop constraint subscription_plans_currency_check,
  add constraint subscription_plans_currency_check check (currency in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MUR'));
