import { startLocalStack } from './localStack.ts'

/** Runs the local Supabase-compatible stack until SIGINT or SIGTERM. */
const stack = await startLocalStack()

const shutdown = () => {
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[local stack] stop failed', error)
      process.exit(1)
    },
  )
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
