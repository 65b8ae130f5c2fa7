-- The nightly backup's memory of its photo copies: which photo (its archive path and storage eTag) sits in which
-- age-encrypted photo copy (`fotos-….tar.gz.age`, a workflow artifact kept 90 days) and until when, so a photo is
-- stored once and again only when the copy holding it nears its expiry. Written by the backup command (connected
-- as the database owner); a row counts only once the workflow confirmed the copy's upload. Losing the table only
-- makes the next night store every photo again; so does a new key (`recipient`: a copy sealed to the old public
-- key opens only with the old private key). No API role reaches it.

create table public.backup_photos (
  path text primary key,
  etag text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null check (bytes >= 0),
  copy text not null check (copy ~ '^fotos-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}h[0-9]{2}Z\.tar\.gz\.age$'),
  kept_until timestamptz not null,
  recipient text not null,
  uploaded boolean not null default false
);

alter table public.backup_photos enable row level security;

revoke all on public.backup_photos from anon, authenticated, service_role;
