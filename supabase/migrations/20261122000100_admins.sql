-- Who may manage the blog: the users listed in public.admins. Rows are never written through the API.
-- On a hosted project: create the user in the dashboard (Authentication → Users), then in the SQL editor:
--   insert into public.admins (user_id) select id from auth.users where email = 'dona@exemplo.com.br';
-- The local stack seeds its own admin (stack/seed.local.sql).

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.admins enable row level security;

revoke all on public.admins from anon, authenticated;
grant select on public.admins to authenticated;
grant all on public.admins to service_role;

create policy "admins_select_own_row" on public.admins
  for select to authenticated
  using (user_id = (select auth.uid()));

-- security definer so policies can ask without the caller being able to read the table.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()))
$$;

grant execute on function public.is_admin() to anon, authenticated, service_role;
