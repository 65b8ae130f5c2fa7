-- Blog posts. Everyone reads published posts; only admins see drafts and write.

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(btrim(title)) > 0),
  subtitle text not null default '',
  content text not null default '',
  meta_title text,
  meta_description text,
  featured_image text,
  author text,
  read_time integer not null default 1 check (read_time >= 1),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The blog list: published = true order by created_at desc, paginated.
create index posts_published_created_at_idx on public.posts (published, created_at desc);

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create trigger posts_set_updated_at
  before update on public.posts
  for each row execute function public.set_updated_at();

alter table public.posts enable row level security;

-- Hosted projects grant the API roles everything by default; narrow it so the
-- anonymous role cannot even attempt a write.
revoke all on public.posts from anon, authenticated;
grant select on public.posts to anon;
grant select, insert, update, delete on public.posts to authenticated;
grant all on public.posts to service_role;

create policy "posts_select_published" on public.posts
  for select to anon, authenticated
  using (published);

create policy "posts_select_all_for_admins" on public.posts
  for select to authenticated
  using ((select public.is_admin()));

create policy "posts_insert_admins" on public.posts
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "posts_update_admins" on public.posts
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "posts_delete_admins" on public.posts
  for delete to authenticated
  using ((select public.is_admin()));
