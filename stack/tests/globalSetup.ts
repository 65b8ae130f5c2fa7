import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalStack } from '../localStack.ts'
import type { LocalStackInfo } from '../info.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared stack: its URL and keys, the superuser's database URL, the seeded admin and the outbox. */
    stack: LocalStackInfo
  }
}

/** One throw-away stack for the stack's tests, over the project's supabase/ folder; each test keeps to the rows it makes. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ ephemeral: true, quiet: true, root: fileURLToPath(new URL('../..', import.meta.url)) })
  const { stop: _, ...info } = stack
  project.provide('stack', info)
  return () => stack.stop()
}
