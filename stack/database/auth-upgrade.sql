-- Auth tables the local stack gained after its first release. Run at every start, so a data folder made
-- before them gets them too; each statement must therefore be idempotent. Names follow Supabase's own.

-- How each session was opened (Supabase Auth's AMR claims): a password, or a recovery link, which may set a
-- new password without the current one.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
