-- What each tool remembers of its last generations travels with the user's draft: per job
-- key, the inputs' fingerprint, the variant, the history item it wrote and its text's
-- fingerprint (src/features/content/hooks/run-memory.ts). So an edit of a result made on
-- another device than the one that generated it reaches that history item too, and
-- Generate there gives the next variant. An app that does not send it keeps the server's.
alter table public.generator_drafts
  add column last_runs jsonb not null default '{}'::jsonb,
  add constraint generator_drafts_last_runs_check
    check (pg_catalog.jsonb_typeof(last_runs) = 'object' and pg_catalog.pg_column_size(last_runs) <= 65536);
