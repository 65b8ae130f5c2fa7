import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startLocalStack, type LocalStack } from '../../stack/localStack.ts'
import { launchChromium } from './chromium'
import { startProductionServer } from './server'

/**
 * The production build on its own throw-away local stack, so the admin tests can write posts, users and
 * images without touching the suite's shared server; plus Chromium pages on it.
 */
export function useAdminSite() {
  let stack: LocalStack
  let server: { url: string; process: ChildProcess }
  let browser: Browser
  beforeAll(async () => {
    stack = await startLocalStack({ ephemeral: true, quiet: true, root: fileURLToPath(new URL('../..', import.meta.url)) })
    server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    server?.process.kill()
    await stack?.stop()
  })
  return {
    get url() {
      return server.url
    },
    get stack() {
      return stack
    },
    /** Runs SQL on the stack's database as its superuser (to arrange or check what is stored). */
    async sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string): Promise<Row[]> {
      const client = new pg.Client({ connectionString: stack.dbUrl })
      await client.connect()
      try {
        return (await client.query<Row>(text)).rows
      } finally {
        await client.end()
      }
    },
    /** A fresh browser (empty local storage) on `path`. */
    async open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 }, ...options })
      const page = await context.newPage()
      await page.goto(server.url + path)
      return page
    },
  }
}

/** Fills the login form and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}
