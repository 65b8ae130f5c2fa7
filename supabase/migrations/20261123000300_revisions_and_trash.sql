-- Nothing the owner writes is lost: every saved version of a post is kept (with when and who saved it), and
-- a post is removed for good only from the trash, by an admin, or 30 days after it went there.

-- One row per saved version of a post's text, the current one included. Only a trigger writes here.
create table public.post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  saved_at timestamptz not null default now(),
  saved_by uuid,
  saved_by_email text,
  title text not null,
  slug text not null,
  subtitle text not null,
  content text not null,
  meta_title text,
  meta_description text,
  featured_image text,
  author text,
  read_time integer not null
);

create index post_revisions_post_saved_at_idx on public.post_revisions (post_id, saved_at desc);

alter table public.post_revisions enable row level security;

grant select on public.post_revisions to authenticated;
grant all on public.post_revisions to service_role;

create policy "post_revisions_select_admins" on public.post_revisions
  for select to authenticated
  using ((select public.is_admin()));

-- security definer: the API roles may not write revisions themselves, so history cannot be forged or erased.
create function public.keep_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.author, new.read_time)
      is distinct from (old.title, old.slug, old.subtitle, old.content, old.meta_title, old.meta_description, old.featured_image, old.author, old.read_time) then
    insert into public.post_revisions (post_id, saved_by, saved_by_email, title, slug, subtitle, content, meta_title, meta_description, featured_image, author, read_time)
    values (new.id, auth.uid(), auth.jwt() ->> 'email', new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.author, new.read_time);
  end if;
  return null;
end
$$;

create trigger posts_keep_revision
  after insert or update on public.posts
  for each row execute function public.keep_post_revision();

-- The versions saved before this migration: one each, of unknown author, dated by their last change.
insert into public.post_revisions (post_id, saved_at, title, slug, subtitle, content, meta_title, meta_description, featured_image, author, read_time)
select id, updated_at, title, slug, subtitle, content, meta_title, meta_description, featured_image, author, read_time from public.posts;

-- Deleting for good is for posts already in the trash; 'Excluir' only sets deleted_at.
drop policy "posts_delete_admins" on public.posts;
create policy "posts_delete_trashed_admins" on public.posts
  for delete to authenticated
  using ((select public.is_admin()) and deleted_at is not null);

-- Empties what has been in the trash for 30 days; the admin calls it when it lists the posts (there is no
-- scheduler on every project). security invoker: the delete policy above decides, so a non-admin removes nothing.
create function public.purge_trash()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with gone as (
    delete from public.posts where deleted_at < now() - interval '30 days' returning 1
  )
  select count(*)::integer from gone
$$;

grant execute on function public.purge_trash() to authenticated;
