-- Tables, sequences and functions created from now on are closed to the API roles until the migration that
-- creates them grants what it means to (hosted projects open everything in public by default). Row Level
-- Security still guards every table; this keeps a table or function a migration forgot from being reachable.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
-- PUBLIC's execute right on new functions is a global default, which a per-schema rule cannot take away.
alter default privileges revoke execute on functions from public;
