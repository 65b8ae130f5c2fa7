import { randomUUID } from 'node:crypto'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { inject } from 'vitest'
import { createDraft, sql } from './database'
import { useBrowser } from './fixture'
import type { Login } from './signIn'

export { signIn, type Login } from './signIn'

/**
 * The project's production server and local stack (from globalSetup), for the admin tests: Chromium
 * pages on the site, SQL as the database's superuser, and users and drafts of their own.
 */
export function useAdminSite() {
  const browser = useBrowser()
  return {
    url: browser.baseUrl,
    stack: inject('stack'),
    sql,
    createDraft,
    /** A fresh browser (empty local storage) on `path`. */
    open: (path: string, options: BrowserContextOptions = {}): Promise<Page> =>
      browser.open(path, { viewport: { width: 1280, height: 900 }, ...options }),
    /** A confirmed user with a unique email, for a test that changes an account; an admin unless `admin` is false. */
    async createUser({ admin = true } = {}): Promise<Login> {
      const login = { email: `usuario-${randomUUID()}@exemplo.com.br`, password: `senha-${randomUUID()}` }
      const [user] = await sql<{ id: string }>(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
                 '{"provider":"email","providers":["email"]}', '{}')
         returning id`,
        [login.email, login.password],
      )
      if (admin) await sql('insert into public.admins (user_id) values ($1)', [user?.id])
      return login
    },
  }
}
