-- A blog cover photo gets a description (its alt text, og:image:alt and the JSON-LD image's description).
-- Nullable: posts written before it, or without a cover, have none and show the photo with an empty alt.
alter table public.posts add column featured_image_alt text;
alter table public.post_revisions add column featured_image_alt text;

-- As before, with the description kept in each saved version and a change of it alone saved as a version.
create or replace function public.keep_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.featured_image_alt, new.author, new.read_time)
      is distinct from (old.title, old.slug, old.subtitle, old.content, old.meta_title, old.meta_description, old.featured_image, old.featured_image_alt, old.author, old.read_time) then
    insert into public.post_revisions (post_id, saved_by, saved_by_email, title, slug, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time)
    values (new.id, auth.uid(), auth.jwt() ->> 'email', new.title, new.slug, new.subtitle, new.content, new.meta_title, new.meta_description, new.featured_image, new.featured_image_alt, new.author, new.read_time);
  end if;
  return null;
end
$$;
