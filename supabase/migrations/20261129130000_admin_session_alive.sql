-- An admin's rights end with her session. A JWT outlives the session it was issued for (until it expires, an hour
-- on a hosted project), so is_admin() now also asks that the token's session still exists: signing out, a new
-- password, or the owner's `npm run duas-etapas:desligar` (which ends every session of the account) take the
-- admin's rights from every token already issued, not only from their refresh tokens. Without this, removing a lost
-- phone's factor would make a password-only session an attacker keeps open (aal1, refused until then) an admin.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()))
     and exists (select 1 from auth.sessions where id::text = (select auth.jwt() ->> 'session_id'))
     and (
       coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
       or not exists (select 1 from auth.mfa_factors where user_id = (select auth.uid()) and status = 'verified')
     )
$$;

-- Ends every session of a user (their refresh tokens and AMR claims go with them): Supabase Auth's admin API signs a
-- user out only with one of the user's own tokens. For the service key only (scripts/adminUsers.ts).
create or replace function public.end_user_sessions(target uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with ended as (delete from auth.sessions where user_id = target returning 1)
  select count(*)::integer from ended
$$;

revoke all on function public.end_user_sessions(uuid) from public, anon, authenticated;
grant execute on function public.end_user_sessions(uuid) to service_role;
