import { startStackForCommand } from './forCommand.ts'

/** Runs the local Supabase-compatible stack until SIGINT, SIGTERM or SIGHUP. */
const starting = startStackForCommand().then(({ stack, shared }) => {
  if (shared) console.log(`[local stack] already running for another command in this folder: ${stack.url}`)
  return stack
})

// Listening from the start: a signal that comes while the stack starts stops it once it is up.
const shutdown = () => {
  starting
    .then((stack) => stack.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[local stack] stop failed', error)
        process.exit(1)
      },
    )
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, shutdown)
await starting
