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

-- Second factors (TOTP), as Supabase Auth stores them: a factor is 'unverified' from enrolment until its first
-- code is verified. Policies read the verified ones (supabase/migrations/…_admin_second_factor.sql).
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  create type auth.factor_status as enum ('unverified', 'verified');
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);

-- The level a session has reached (its tokens' `aal` claim) and the factor that raised it.
alter table auth.sessions add column if not exists factor_id uuid;
alter table auth.sessions add column if not exists aal auth.aal_level;

-- The role hosted Supabase Auth runs as, and so calls its hooks as (the MFA verification attempt hook).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;
