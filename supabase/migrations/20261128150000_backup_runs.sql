-- When the nightly backup last succeeded, so the admin can show it: the backup command (`npm run copia:fazer`,
-- connected as the database owner) adds one row per archive it finished writing. Admins read it; nobody else
-- reaches it, and no API role writes it.

create table public.backup_runs (
  finished_at timestamptz primary key default now(),
  posts integer not null check (posts >= 0),
  photos integer not null check (photos >= 0),
  bytes bigint not null check (bytes >= 0)
);

alter table public.backup_runs enable row level security;

revoke all on public.backup_runs from anon, authenticated;
grant select on public.backup_runs to authenticated;
grant select on public.backup_runs to service_role;

create policy "backup_runs_select_admins" on public.backup_runs
  for select to authenticated
  using ((select public.is_admin()));
