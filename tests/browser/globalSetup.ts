import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalStack } from '../../stack/localStack.ts'
import { startProductionServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One production server for the whole browser suite, as a visitor meets it, reading the blog from a throw-away local stack. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ ephemeral: true, quiet: true, root: fileURLToPath(new URL('../..', import.meta.url)) })
  const server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey }).catch(async (error: unknown) => {
    await stack.stop()
    throw error
  })
  project.provide('baseUrl', server.url)
  return async () => {
    server.process.kill()
    await stack.stop()
  }
}
