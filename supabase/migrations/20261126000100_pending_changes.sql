-- Changes to a published post can wait: the admin saves them here, off the blog, previews them, and publishes
-- them later by writing them to the post (which keeps a version and bumps the blog's version as any save does).
-- One row per post at most; visitors and other signed-in users never read or write it.

create table public.post_pending_changes (
  post_id uuid primary key references public.posts (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(btrim(title)) > 0),
  subtitle text not null default '',
  content text not null default '',
  meta_title text,
  meta_description text,
  featured_image text,
  featured_image_alt text,
  author text,
  read_time integer not null default 1 check (read_time >= 1),
  updated_at timestamptz not null default now()
);

create trigger post_pending_changes_set_updated_at
  before update on public.post_pending_changes
  for each row execute function public.set_updated_at();

alter table public.post_pending_changes enable row level security;

grant select, insert, update, delete on public.post_pending_changes to authenticated;
grant all on public.post_pending_changes to service_role;

create policy "post_pending_changes_select_admins" on public.post_pending_changes
  for select to authenticated
  using ((select public.is_admin()));

create policy "post_pending_changes_insert_admins" on public.post_pending_changes
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "post_pending_changes_update_admins" on public.post_pending_changes
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "post_pending_changes_delete_admins" on public.post_pending_changes
  for delete to authenticated
  using ((select public.is_admin()));

-- A version saved without publishing is kept too, marked so, since nothing the owner writes may be lost.
alter table public.post_revisions add column pending boolean not null default false;

create function public.keep_pending_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.featured_image_alt, new.author, new.read_time)
      is distinct from (old.title, old.slug, old.subtitle, old.content, old.meta_title, old.meta_description, old.featured_image, old.featured_image_alt, old.author, old.read_time) then
    insert into public.post_revisions (post_id, saved_by, saved_by_email, title, slug, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, pending)
    values (new.post_id, auth.uid(), auth.jwt() ->> 'email', new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.featured_image_alt, new.author, new.read_time, true);
  end if;
  return null;
end
$$;

create trigger post_pending_changes_keep_revision
  after insert or update on public.post_pending_changes
  for each row execute function public.keep_pending_revision();

-- A save that changes a post's text (publishing the changes, or saving the post as a draft or scheduled from
-- the editor that held them) supersedes what was waiting, in the same statement. A change of status alone
-- (the list's 'Publicar' or 'Tirar do blog') leaves them waiting. security invoker: the caller's RLS decides.
create function public.drop_superseded_pending_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.post_pending_changes where post_id = new.id;
  return null;
end
$$;

create trigger posts_drop_superseded_pending_changes
  after update on public.posts
  for each row
  when ((new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.featured_image_alt, new.author, new.read_time)
      is distinct from (old.title, old.slug, old.subtitle, old.content, old.meta_title, old.meta_description, old.featured_image, old.featured_image_alt, old.author, old.read_time))
  execute function public.drop_superseded_pending_changes();

-- The admin's list embeds the waiting changes of each post; a running PostgREST learns the new relation now.
notify pgrst, 'reload schema';
