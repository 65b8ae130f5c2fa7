-- A SELECT policy on storage.objects is what Supabase Storage's *list* checks, and public URLs of a public bucket
-- need none: the policy for anon and every signed-in user let anyone holding the anon key list the bucket, the
-- covers of drafts and scheduled posts included, before their posts were out. Visitors (and the site's image
-- endpoint) keep reading each file by its public URL; admins keep SELECT, which Storage needs for upsert, update and
-- remove, and which lists the bucket to them alone.
drop policy "post_images_select_public" on storage.objects;

create policy "post_images_select_admins" on storage.objects
  for select to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()));
