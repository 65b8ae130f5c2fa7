-- Public bucket of the post images' renditions (server/images/shelf.ts): made once by whichever server instance
-- first needs one, kept for every instance and every later start. Anyone reads an object at its public address;
-- only the server writes, with the service key, which passes row level security. No policy at all on these
-- objects: nobody with the anon or a user's key can list, write or delete them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'renditions',
  'renditions',
  true,
  5242880,
  array['image/avif', 'image/webp', 'image/jpeg']
)
on conflict (id) do nothing;
