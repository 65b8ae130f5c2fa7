-- Delivered jobs (issue 38): the owner's real work, written in the admin and shown on /portfolio, the job's own page,
-- its neighbourhood's page and the home page. Visitors read published jobs that are not in the trash, and their
-- photos; an admin (at aal2 once she has a second factor: is_admin()) reads and writes everything. The photos' files
-- are written by the site's server alone, with the service key: the metadata-free upright original in the private
-- bucket job-originals (<photo id>.jpg), the public renditions in renditions (jobs/<photo id>/<width>.<ext>).

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(btrim(title)) between 3 and 80),
  -- schemas/job.ts's jobRooms and jobMade.
  room text not null check (room in ('sala', 'quarto', 'quarto de criança', 'escritório', 'cozinha', 'varanda', 'outro')),
  made text not null check (made in ('cortina', 'voil', 'blecaute', 'persiana', 'rolô', 'romana', 'painel', 'trilho e varão')),
  -- A neighbourhood file's slug (content/neighbourhoods/<slug>.ts).
  neighbourhood text not null check (neighbourhood ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The month it was delivered, as its first day.
  delivered_on date not null check (extract(day from delivered_on) = 1),
  quote text check (char_length(btrim(quote)) between 10 and 600),
  -- The client as the client allows it to be shown: 'Marina, Moema'.
  client_name text check (char_length(btrim(client_name)) between 2 and 60),
  -- The day the client consented in writing to the quote being shown.
  consent_on date,
  cover_photo_id uuid,
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- Set on the first publish and kept after: the site orders jobs by it, newest first.
  published_at timestamptz,
  -- A deleted job stays 30 days, for undo, and is shown to nobody but admins meanwhile.
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_quote_has_name check ((quote is null) = (client_name is null)),
  constraint jobs_quote_has_consent check (quote is null or consent_on is not null),
  constraint jobs_published_has_moment check (status = 'draft' or published_at is not null),
  constraint jobs_published_has_cover check (status = 'draft' or cover_photo_id is not null)
);

create table public.job_photos (
  -- The id the upload endpoint answered: its files are named after it.
  id uuid primary key,
  job_id uuid not null references public.jobs (id) on delete cascade,
  position integer not null check (position >= 0),
  -- What the photo shows, for people who cannot see it.
  alt text not null check (char_length(btrim(alt)) between 5 and 200),
  -- The upright original's size, in pixels.
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  unique (job_id, id)
);

create index job_photos_job_position_idx on public.job_photos (job_id, position);
create index jobs_visible_published_at_idx on public.jobs (published_at desc) where status = 'published' and deleted_at is null;

-- The cover is one of the job's own photos. Removing it clears the cover, which a published job refuses
-- (jobs_published_has_cover): choose another cover first.
alter table public.jobs
  add constraint jobs_cover_is_own_photo foreign key (id, cover_photo_id)
  references public.job_photos (job_id, id) on delete set null (cover_photo_id);

create trigger jobs_set_updated_at
  before update on public.jobs
  for each row execute function public.set_updated_at();

-- Publishing sets the moment once; a job taken back to draft and published again keeps its first one.
create function public.set_job_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at = now();
  end if;
  return new;
end
$$;

create trigger jobs_set_published_at
  before insert or update on public.jobs
  for each row execute function public.set_job_published_at();

-- At most 10 photos a job, checked once a statement has added or moved its photos.
create function public.limit_job_photos()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.job_photos p where p.job_id in (select n.job_id from new_rows n) group by p.job_id having count(*) > 10) then
    raise exception 'Um trabalho tem no máximo 10 fotos.' using errcode = 'check_violation';
  end if;
  return null;
end
$$;

create trigger job_photos_limit_insert
  after insert on public.job_photos referencing new table as new_rows
  for each statement execute function public.limit_job_photos();
create trigger job_photos_limit_update
  after update on public.job_photos referencing new table as new_rows
  for each statement execute function public.limit_job_photos();

alter table public.jobs enable row level security;
alter table public.job_photos enable row level security;

revoke all on public.jobs, public.job_photos from anon, authenticated;
grant select on public.jobs, public.job_photos to anon;
grant select, insert, update, delete on public.jobs, public.job_photos to authenticated;
grant all on public.jobs, public.job_photos to service_role;

create policy "jobs_select_visible" on public.jobs
  for select to anon, authenticated
  using (status = 'published' and deleted_at is null);

create policy "jobs_select_all_for_admins" on public.jobs
  for select to authenticated
  using ((select public.is_admin()));

create policy "jobs_insert_admins" on public.jobs
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "jobs_update_admins" on public.jobs
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "jobs_delete_admins" on public.jobs
  for delete to authenticated
  using ((select public.is_admin()));

-- Photos follow their job: a visitor reads them through the jobs policy above (the subquery runs as the caller).
create policy "job_photos_select_visible" on public.job_photos
  for select to anon, authenticated
  using (exists (select 1 from public.jobs j where j.id = job_id and j.status = 'published' and j.deleted_at is null));

create policy "job_photos_select_all_for_admins" on public.job_photos
  for select to authenticated
  using ((select public.is_admin()));

create policy "job_photos_insert_admins" on public.job_photos
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "job_photos_update_admins" on public.job_photos
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "job_photos_delete_admins" on public.job_photos
  for delete to authenticated
  using ((select public.is_admin()));

-- The site's freshness stamp (blog_state(), docs/decisions/blog-cache.md) covers jobs: a write that touches a job a
-- visitor sees or saw, or a photo of one, bumps the version, so every server shows the change within seconds.
-- Jobs have no scheduled moment, so the stamp's formula stays as it is.
create function public.bump_blog_version_if_job_visible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean;
begin
  if tg_op = 'INSERT' then
    touched := exists (select 1 from new_rows r where r.status = 'published' and r.deleted_at is null);
  elsif tg_op = 'DELETE' then
    touched := exists (select 1 from old_rows r where r.status = 'published' and r.deleted_at is null);
  else
    touched := exists (select 1 from old_rows r where r.status = 'published' and r.deleted_at is null)
      or exists (select 1 from new_rows r where r.status = 'published' and r.deleted_at is null);
  end if;
  if touched then
    update public.blog_version set version = version + 1;
  end if;
  return null;
end
$$;

create trigger jobs_bump_blog_version_insert
  after insert on public.jobs referencing new table as new_rows
  for each statement execute function public.bump_blog_version_if_job_visible();
create trigger jobs_bump_blog_version_update
  after update on public.jobs referencing old table as old_rows new table as new_rows
  for each statement execute function public.bump_blog_version_if_job_visible();
create trigger jobs_bump_blog_version_delete
  after delete on public.jobs referencing old table as old_rows
  for each statement execute function public.bump_blog_version_if_job_visible();
create trigger jobs_bump_blog_version_truncate
  after truncate on public.jobs
  for each statement execute function public.bump_blog_version();

-- A photo is visible when its job is (a photo removed with its job is covered by the job's own trigger).
create function public.bump_blog_version_if_job_photo_visible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean;
begin
  if tg_op = 'INSERT' then
    touched := exists (select 1 from new_rows r join public.jobs j on j.id = r.job_id where j.status = 'published' and j.deleted_at is null);
  elsif tg_op = 'DELETE' then
    touched := exists (select 1 from old_rows r join public.jobs j on j.id = r.job_id where j.status = 'published' and j.deleted_at is null);
  else
    touched := exists (select 1 from old_rows r join public.jobs j on j.id = r.job_id where j.status = 'published' and j.deleted_at is null)
      or exists (select 1 from new_rows r join public.jobs j on j.id = r.job_id where j.status = 'published' and j.deleted_at is null);
  end if;
  if touched then
    update public.blog_version set version = version + 1;
  end if;
  return null;
end
$$;

create trigger job_photos_bump_blog_version_insert
  after insert on public.job_photos referencing new table as new_rows
  for each statement execute function public.bump_blog_version_if_job_photo_visible();
create trigger job_photos_bump_blog_version_update
  after update on public.job_photos referencing old table as old_rows new table as new_rows
  for each statement execute function public.bump_blog_version_if_job_photo_visible();
create trigger job_photos_bump_blog_version_delete
  after delete on public.job_photos referencing old table as old_rows
  for each statement execute function public.bump_blog_version_if_job_photo_visible();
create trigger job_photos_bump_blog_version_truncate
  after truncate on public.job_photos
  for each statement execute function public.bump_blog_version();

-- The photos' originals, upright and without metadata (no GPS, device or names), kept so renditions can be made
-- again: never public, and no policy at all, so no anon or user key can read, list, write or remove one. Only the
-- site's server (the upload) and the backup and restore commands reach them, with the service key.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('job-originals', 'job-originals', false, 10485760, array['image/jpeg'])
on conflict (id) do nothing;
