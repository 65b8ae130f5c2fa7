-- Where each publish of the site stands, so the admin can say it under its header ("Publicando desde 14:05",
-- "No ar desde 14:37 — …", "Não publicou: …"): the publishing workflow (`npm run publicacao:registrar`, with the
-- service key) writes one row per commit and run, 'publicando' when it starts, then 'no-ar' or 'falhou'. A re-run
-- of the same run updates its row. Admins read it; nobody else reaches it, and no API role but the service's writes it.

create table public.publishes (
  sha text not null check (sha ~ '^[0-9a-f]{40}$'),
  run_id bigint not null check (run_id > 0),
  -- The subject of the commit's message, as she typed it in VS Code.
  subject text not null default '' check (char_length(subject) <= 500),
  state text not null check (state in ('publicando', 'no-ar', 'falhou')),
  -- What went wrong, in pt-BR, when the state is 'falhou'.
  reason text check (char_length(reason) between 1 and 1000),
  run_url text not null check (run_url ~ '^https://'),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (sha, run_id),
  check ((state = 'falhou') = (reason is not null)),
  check ((state = 'publicando') = (finished_at is null))
);

create index publishes_started_at on public.publishes (started_at desc);

alter table public.publishes enable row level security;

revoke all on public.publishes from anon, authenticated;
grant select on public.publishes to authenticated;
grant select, insert, update on public.publishes to service_role;

create policy "publishes_select_admins" on public.publishes
  for select to authenticated
  using ((select public.is_admin()));
