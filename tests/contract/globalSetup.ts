import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalStack } from '../../stack/index.ts'
import { removeLeftovers } from './leftovers.ts'
import { hostedTarget, type ContractTarget } from './target.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Supabase project the contract runs against: a throw-away local stack, or the hosted project named in the environment. */
    contractTarget: ContractTarget
  }
}

/** Where recovery links of the throw-away stack land, as `npm start` sets it. */
const LOCAL_SITE_URL = 'http://localhost:3000'

/**
 * The hosted project given by CONTRACT_SUPABASE_URL and its keys (rid of an interrupted run's throw-away users), else
 * a throw-away local stack.
 */
export default async function setup(project: TestProject) {
  const hosted = hostedTarget(process.env)
  if (hosted) {
    await removeLeftovers(hosted)
    project.provide('contractTarget', hosted)
    return
  }
  const stack = await startLocalStack({
    ephemeral: true,
    quiet: true,
    siteUrl: LOCAL_SITE_URL,
    root: fileURLToPath(new URL('../..', import.meta.url)),
  })
  project.provide('contractTarget', {
    kind: 'local stack',
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    siteUrl: LOCAL_SITE_URL,
    mfaHook: true,
  })
  return () => stack.stop()
}
