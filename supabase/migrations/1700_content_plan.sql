-- The plan of a piece of content: the status gains `in_review` (draft -> in review ->
-- scheduled -> published -> archived); an item has a planned moment (scheduled_for, an
-- instant: the screens show it in the studio's and the device's time), the channel it
-- goes out on, when it went out and, optionally, where. domain/content-plan.ts holds the
-- same rules.
alter table public.content_history
  add column scheduled_for timestamptz,
  add column channel text,
  add column published_at timestamptz,
  add column published_link text;

-- The channel an item goes out on unless someone says otherwise: the first platform its
-- metadata names (a post for LinkedIn, a video script for Facebook), else its tool's
-- own (domain/content-plan.ts defaultChannel, which the devices' migration runs).
create function public.default_channel(p_type text, p_metadata jsonb) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$
  select coalesce(
    case when p_type not in ('blog', 'newsletter', 'email', 'communication') then (
      select p.value from pg_catalog.jsonb_array_elements_text(
        case
          when pg_catalog.jsonb_typeof(p_metadata -> 'platforms') = 'array' then p_metadata -> 'platforms'
          when pg_catalog.jsonb_typeof(p_metadata -> 'platform') = 'string' then pg_catalog.jsonb_build_array(p_metadata -> 'platform')
          else '[]'::jsonb
        end) with ordinality as p(value, n)
      where p.value in ('instagram', 'facebook', 'linkedin', 'newsletter', 'blog', 'website', 'email', 'other')
      order by p.n limit 1)
    end,
    case p_type
      when 'blog' then 'blog' when 'newsletter' then 'newsletter' when 'website' then 'website'
      when 'email' then 'email' when 'communication' then 'email' when 'seo' then 'website'
      else 'instagram'
    end)
  $$;

-- Items planned or published before there were dates take the moment they were last
-- changed, and each item its channel, as the devices' migration gives them, written
-- without moving _modified or updated_at: no device has anything new to download.
alter table public.content_history disable trigger user;
update public.content_history h set
  scheduled_for = case when h.status = 'scheduled' then h.updated_at end,
  published_at = case when h.status = 'published' then h.updated_at end,
  channel = public.default_channel(h.content_type, h.metadata);
alter table public.content_history enable trigger user;

alter table public.content_history
  drop constraint content_history_status_check,
  add constraint content_history_status_check
    check (status in ('draft', 'in_review', 'scheduled', 'published', 'archived')),
  add constraint content_history_channel_check
    check (channel in ('instagram', 'facebook', 'linkedin', 'newsletter', 'blog', 'website', 'email', 'other')),
  add constraint content_history_published_link_check
    check (char_length(published_link) <= 2000 and published_link ~ '^https?://[^\s]+$'),
  add constraint content_history_scheduled_has_date
    check (status <> 'scheduled' or scheduled_for is not null),
  add constraint content_history_published_has_date
    check (status <> 'published' or published_at is not null);

-- What an older app does not send: the channel (its default) and the moment an item was
-- published (the moment of the write).
create function public.stamp_plan() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if new.channel is null then
    new.channel := public.default_channel(new.content_type, new.metadata);
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  return new;
end
$$;

create trigger stamp_plan before insert or update on public.content_history
  for each row execute function public.stamp_plan();

create index content_history_studio_planned_idx on public.content_history (studio_id, scheduled_for)
  where scheduled_for is not null and not _deleted;
