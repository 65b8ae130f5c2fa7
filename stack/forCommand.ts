import { StackError } from './errors.ts'
import { startLocalStack, type LocalStack, type LocalStackOptions } from './localStack.ts'

/** STACK_PORT, when set, is the gateway's port and must be free. */
function portFromEnv(): number | undefined {
  const value = process.env.STACK_PORT
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new StackError(`STACK_PORT must be a port number (1–65535), not "${value}".`)
  return port
}

/**
 * The local stack for a command run from a terminal: a start-up failure ends the process with exit code 1
 * and one short message instead of a stack trace.
 */
export async function startStackForCommand(options: LocalStackOptions = {}): Promise<LocalStack> {
  try {
    return await startLocalStack({ port: portFromEnv(), ...options })
  } catch (error) {
    console.error(`\n[local stack] could not start. ${error instanceof StackError ? error.message : String(error)}\n`)
    if (!(error instanceof StackError)) console.error(error)
    process.exit(1)
  }
}
