import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalStack, type LocalStackInfo, freePort } from '../../stack/index.ts'
import { startProductionServer } from '../support/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The stack the server reads: its URL and keys, the superuser's database URL, the seeded admin and the outbox. */
    stack: LocalStackInfo
  }
}

/**
 * One throw-away local stack and one production server on it for the whole browser project, as a
 * visitor meets it; test files keep their data apart by unique slugs, titles and users.
 */
export default async function setup(project: TestProject) {
  // The stack knows the site's URL before the site starts: recovery links may only lead back to it.
  const sitePort = await freePort()
  const stack = await startLocalStack({
    ephemeral: true,
    quiet: true,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    siteUrl: `http://localhost:${sitePort}`,
  })
  const env = {
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceKey,
    // The admin links to this repository's backup workflow ('Fazer uma cópia agora').
    SITE_REPOSITORY: 'dona/cortinas',
    // Counted taps reach the database within a moment, for the tests that look there.
    CONTACT_TAPS_FLUSH_MS: '200',
  }
  const server = await startProductionServer(env, process.cwd(), sitePort).catch(async (error: unknown) => {
    await stack.stop()
    throw error
  })
  const { stop: _, ...info } = stack
  project.provide('baseUrl', server.url)
  project.provide('stack', info)
  return async () => {
    await server.stop()
    await stack.stop()
  }
}
