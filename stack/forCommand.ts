import { join, resolve } from 'node:path'
import { StackError } from './errors.ts'
import { startLocalStack, type LocalStack, type LocalStackOptions } from './localStack.ts'
import { runningStack } from './processes/running.ts'

/** STACK_PORT, when set, is the gateway's port and must be free. */
function portFromEnv(): number | undefined {
  const value = process.env.STACK_PORT
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new StackError(`STACK_PORT must be a port number (1–65535), not "${value}".`)
  return port
}

/** The stack of a command run from a terminal, and whether another command in the same folder already ran it. */
export interface CommandStack {
  stack: LocalStack
  /** True when the stack belongs to another command (`npm start` in another terminal): stopping this one leaves it running. */
  shared: boolean
}

/**
 * The local stack for a command run from a terminal: the one another command already runs on the same folder,
 * or a new one. A start-up failure ends the process with exit code 1 and one short message instead of a stack trace.
 */
export async function startStackForCommand(options: Omit<LocalStackOptions, 'ephemeral'> = {}): Promise<CommandStack> {
  try {
    const running = await runningStack(resolve(options.dataDir ?? join(options.root ?? process.cwd(), '.local-stack')))
    if (running) return { stack: { ...running, stop: () => Promise.resolve() }, shared: true }
    return { stack: await startLocalStack({ port: portFromEnv(), ...options }), shared: false }
  } catch (error) {
    console.error(`\n[local stack] could not start. ${error instanceof StackError ? error.message : String(error)}\n`)
    if (!(error instanceof StackError)) console.error(error)
    process.exit(1)
  }
}
