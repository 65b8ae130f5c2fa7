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

/** Every visible tap target under 44×44 px, named by its text; a checkbox, radio or file input counts with its label. */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [contenteditable="true"]'))
      .filter((element) => element.checkVisibility() || element.matches('input[type="file"]'))
      .map((element) => {
        const target = element.matches('input[type="checkbox"], input[type="radio"], input[type="file"]')
          ? element.closest('label')
          : element
        const box = (target ?? element).getBoundingClientRect()
        const name = (target ?? element).textContent?.trim() || element.getAttribute('aria-label') || element.outerHTML.slice(0, 60)
        return { name, width: Math.round(box.width), height: Math.round(box.height) }
      })
      .filter(({ width, height }) => width < 44 || height < 44),
  )
