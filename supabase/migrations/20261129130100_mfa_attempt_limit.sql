-- Wrong codes of the second factor, limited per user. Supabase Auth limits challenges and verifications only per
-- client address, so a guesser with many addresses tries as many codes as it likes. This function is Supabase
-- Auth's "MFA verification attempt" hook (a Postgres function, docs/security.md): Auth calls it, as
-- supabase_auth_admin, with {user_id, factor_id, factor_type, valid} after checking each code, and on
-- {decision: 'reject'} refuses the attempt (403 mfa_verification_rejected) and signs the user out of every session.
-- Five wrong codes within ten minutes lock the user's verification (the right code included) until the oldest of
-- them is ten minutes old; a right code clears the count. The hook receives no code, so it cannot refuse a code
-- already used. It only works once it is turned on (Authentication → Auth Hooks), on the plans that offer it.

create table public.mfa_failed_attempts (
  -- The user who gave a wrong code; the attempts go with the user.
  user_id uuid not null references auth.users (id) on delete cascade,
  -- When Auth refused it.
  failed_at timestamptz not null default now()
);

create index mfa_failed_attempts_user on public.mfa_failed_attempts (user_id, failed_at);

-- Private: no API role reads or writes it, only the hook's role.
alter table public.mfa_failed_attempts enable row level security;
revoke all on table public.mfa_failed_attempts from public, anon, authenticated, service_role;
grant select, insert, delete on table public.mfa_failed_attempts to supabase_auth_admin;
create policy "the MFA hook keeps the attempts" on public.mfa_failed_attempts
  for all to supabase_auth_admin using (true) with check (true);

create function public.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  target uuid := (event ->> 'user_id')::uuid;
  window_length constant interval := interval '10 minutes';
  allowed constant integer := 5;
  wrong integer;
  refusal constant jsonb := jsonb_build_object(
    'decision', 'reject',
    'message', 'Muitos códigos errados: espere 10 minutos e entre de novo com a senha e um código novo.'
  );
begin
  delete from public.mfa_failed_attempts where user_id = target and failed_at <= now() - window_length;
  select count(*) into wrong from public.mfa_failed_attempts where user_id = target;
  if wrong >= allowed then
    return refusal;
  end if;
  if (event ->> 'valid')::boolean then
    delete from public.mfa_failed_attempts where user_id = target;
    return jsonb_build_object('decision', 'continue');
  end if;
  insert into public.mfa_failed_attempts (user_id) values (target);
  if wrong + 1 >= allowed then
    return refusal;
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke all on function public.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
