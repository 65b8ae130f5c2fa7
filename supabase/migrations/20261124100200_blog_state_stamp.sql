-- blog_state() told anyone the moment the next scheduled post goes live, and through its raw counter how
-- often any post changed, drafts included. A server only needs to know whether what a visitor sees may have
-- changed, so blog_state() now returns one opaque stamp that changes exactly then: when a write touches a
-- visible post (before or after the write), and when a scheduled post's moment passes.

-- Mixed into the stamp so the counter cannot be read back from it; never exposed (no grant on the table).
alter table public.blog_version add column salt text not null default gen_random_uuid()::text;

-- Visible as the anonymous read policy says: published, its moment reached, not in the trash.
create function public.bump_blog_version_if_visible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean;
begin
  -- Each event's trigger defines only its own transition tables, so each branch names only those.
  if tg_op = 'INSERT' then
    touched := exists (select 1 from new_rows r where r.published and r.published_at <= now() and r.deleted_at is null);
  elsif tg_op = 'DELETE' then
    touched := exists (select 1 from old_rows r where r.published and r.published_at <= now() and r.deleted_at is null);
  else
    touched := exists (select 1 from old_rows r where r.published and r.published_at <= now() and r.deleted_at is null)
      or exists (select 1 from new_rows r where r.published and r.published_at <= now() and r.deleted_at is null);
  end if;
  if touched then
    update public.blog_version set version = version + 1;
  end if;
  return null;
end
$$;

-- Statement level, as before: a bulk write bumps once. Transition tables allow one event per trigger.
drop trigger posts_bump_blog_version on public.posts;
create trigger posts_bump_blog_version_insert
  after insert on public.posts referencing new table as new_rows
  for each statement execute function public.bump_blog_version_if_visible();
create trigger posts_bump_blog_version_update
  after update on public.posts referencing old table as old_rows new table as new_rows
  for each statement execute function public.bump_blog_version_if_visible();
create trigger posts_bump_blog_version_delete
  after delete on public.posts referencing old table as old_rows
  for each statement execute function public.bump_blog_version_if_visible();
create trigger posts_bump_blog_version_truncate
  after truncate on public.posts
  for each statement execute function public.bump_blog_version();

-- The newest visible moment moves exactly when a scheduled post becomes visible with no write: that post's
-- moment is later than every post visible before it. Read from the visible posts' index, top first, as an
-- epoch so the session's time zone does not change the text.
drop function public.blog_state();
create function public.blog_state()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select md5(
    v.salt || ':' || v.version || ':' ||
    coalesce((
      select extract(epoch from max(p.published_at)) from public.posts p
      where p.published and p.deleted_at is null and p.published_at <= now()
    )::text, '-')
  )
  from public.blog_version v
$$;

grant execute on function public.blog_state() to anon, authenticated;
