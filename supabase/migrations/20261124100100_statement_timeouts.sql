-- A query that runs away (a costly filter from anyone holding the anon key, say) holds a database connection
-- for seconds, not minutes: the timeouts hosted Supabase gives these roles by default, set here so local and
-- hosted projects behave alike. PostgREST applies the role it switches to for a request (anon or
-- authenticated); the authenticator's is the bound for anything it runs as itself.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- A running PostgREST reads role settings with its configuration.
notify pgrst, 'reload config';
