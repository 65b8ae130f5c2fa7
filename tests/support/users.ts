import type { Login } from './signIn.ts'
import type { Sql } from './sql.ts'

/**
 * Creates a confirmed email user, as the dashboard would (bcrypt cost 10, as Supabase Auth hashes), and lists it
 * in `public.admins` when `admin` is set. Returns the user's id.
 */
export async function createUser(sql: Sql, { email, password }: Login, { admin = false } = {}): Promise<string> {
  const [user] = await sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [email, password],
  )
  if (!user) throw new Error('user not created')
  if (admin) await sql('insert into public.admins (user_id) values ($1)', [user.id])
  return user.id
}
