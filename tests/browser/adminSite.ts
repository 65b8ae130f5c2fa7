import { randomUUID } from 'node:crypto'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { inject } from 'vitest'
import type { Login } from '../support/signIn.ts'
import { createUser } from '../support/users.ts'
import { createDraft, sql } from './database'
import { useBrowser } from './fixture'

export { signIn, type Login } from '../support/signIn.ts'

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
      await createUser(sql, login, { admin })
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
