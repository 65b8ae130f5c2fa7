-- The site's access logs (server/accessLog): one gzip-compressed file of JSON lines per hour and per server
-- process, <UTC day>/<UTC hour>Z_<machine>_<run>.jsonl.gz, kept 6 months for the Marco Civil da Internet
-- (Lei 12.965/2014, art. 15) and deleted after that by the server's daily job. Never public, and no policy at all,
-- so no anon or user key (not even an admin's) can read, list, write or remove one: only the server (writing and
-- deleting) and the operator's export command (npm run registros:exportar) reach them, with the service key.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('access-logs', 'access-logs', false, 52428800, array['application/gzip'])
on conflict (id) do nothing;
