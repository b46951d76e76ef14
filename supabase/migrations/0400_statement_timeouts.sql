-- Statement time limits per API role, as a hosted Supabase project sets them: an
-- anonymous request may run 3 s, a signed-in one 8 s, then Postgres cancels it.
-- PostgREST applies these role settings to every request it runs as the role.
--
-- The local backend's embedded database (PGlite) accepts these settings but cannot
-- honour them: it runs on the server's only thread with no signals, so a statement
-- always runs to its end (checked: pg_sleep(2) under a 500 ms timeout completes).
-- There, what could run unbounded is refused before it reaches the database
-- (server/rest/regex-guard.ts, server/rest/sync-push-cap.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
