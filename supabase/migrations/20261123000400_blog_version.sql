-- One version number for everything the public blog shows, bumped by the database itself whenever posts
-- change, by any path (the admin, the SQL editor, a script). Each server compares it with the version its
-- cached pages were rendered under, so a change shows on every instance without telling them.

create table public.blog_version (
  id boolean primary key default true check (id),
  version bigint not null default 1
);

insert into public.blog_version default values;

-- Read only through blog_state(); no policy, so the API roles cannot touch the row directly.
alter table public.blog_version enable row level security;

create function public.bump_blog_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.blog_version set version = version + 1;
  return null;
end
$$;

-- Statement level: a bulk update bumps once. Truncate too, though nothing in the site truncates.
create trigger posts_bump_blog_version
  after insert or update or delete or truncate on public.posts
  for each statement execute function public.bump_blog_version();

-- The version, and the next moment a scheduled post becomes visible (null when none is scheduled): a server
-- turns its cached pages over at that moment, when no write happens at all.
create function public.blog_state()
returns table (version bigint, next_publish_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select v.version from public.blog_version v),
    (select min(p.published_at) from public.posts p where p.published and p.deleted_at is null and p.published_at > now())
$$;

grant execute on function public.blog_state() to anon, authenticated;
