-- Local stack only: the admin who signs in at /admin/login. Its email and password are LOCAL_ADMIN in
-- stack/localStack.ts, which stack/database/prepare.ts hands over as transaction-local settings. On a hosted project,
-- create the user in the dashboard (Authentication → Users) and add it with: insert into public.admins (user_id) select id from auth.users where email = '...';
-- The password hash has bcrypt cost 10, as Supabase Auth makes them (stack/gateway/auth/passwords.ts).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token,
  email_change_token_new, email_change, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000',
  '5e1f0c2a-7b3d-4c8e-9a61-2d4f8b0c9e17',
  'authenticated',
  'authenticated',
  current_setting('stack.admin_email'),
  extensions.crypt(current_setting('stack.admin_password'), extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{}',
  '', '', '', '',
  now(),
  now()
);

insert into public.admins (user_id) values ('5e1f0c2a-7b3d-4c8e-9a61-2d4f8b0c9e17');
