-- Once an admin has a verified second factor (TOTP, Supabase Auth's MFA), her password alone no longer opens the
-- blog's data: is_admin() holds only for a session that has also passed a code (the token's `aal` claim is aal2).
-- Every admin policy, on the tables and on Storage, and every function that asks for an admin goes through
-- is_admin(), so writes and reads both need the code: drafts, pending changes, contact taps and backups are as
-- private as the writes are precious, and a stolen password must open none of them. An admin without a verified
-- factor is as before (aal1 suffices), so enrolling stays her choice and the site works before she makes it.
-- security definer, owned by the migration's role: it reads auth.mfa_factors, which the API roles cannot.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()))
     and (
       coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
       or not exists (select 1 from auth.mfa_factors where user_id = (select auth.uid()) and status = 'verified')
     )
$$;
