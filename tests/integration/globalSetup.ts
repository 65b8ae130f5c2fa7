import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startLocalStack, type LocalStackInfo } from '../../stack/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared stack: its URL and keys, the superuser's database URL, the seeded admin and the outbox. */
    stack: LocalStackInfo
    /** Slugs of the posts supabase/seed.sql put in the fresh database, which no test changes. */
    seedPostSlugs: string[]
  }
}

/** One throw-away local stack for the whole integration project; each test keeps to the rows it makes itself. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ ephemeral: true, quiet: true, root: fileURLToPath(new URL('../..', import.meta.url)) })
  try {
    const { stop: _, ...info } = stack
    project.provide('stack', info)
    project.provide('seedPostSlugs', await seedPostSlugs(stack.dbUrl))
  } catch (error) {
    await stack.stop()
    throw error
  }
  return () => stack.stop()
}

async function seedPostSlugs(dbUrl: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ slug: string }>('select slug from public.posts')
    return rows.map((row) => row.slug)
  } finally {
    await db.end()
  }
}
