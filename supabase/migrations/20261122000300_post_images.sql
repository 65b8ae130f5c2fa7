-- Public bucket for the posts' images: anyone reads, only admins write.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'post-images',
  'post-images',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

create policy "post_images_select_public" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'post-images');

create policy "post_images_insert_admins" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'post-images' and (select public.is_admin()));

create policy "post_images_update_admins" on storage.objects
  for update to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()))
  with check (bucket_id = 'post-images' and (select public.is_admin()));

create policy "post_images_delete_admins" on storage.objects
  for delete to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()));
