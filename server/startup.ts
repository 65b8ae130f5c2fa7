import { SettingsError } from './env'
import type { ClosableServer } from './lifecycle'

/** What a server entry gives srvx: the hooks called once the server is made (not by the build) and once it listens. */
type Entry = { onCreate?: (server: ClosableServer) => void; onReady?: (server: ClosableServer) => void }

/** What the operator reads when the start fails: pt-BR first (the owner's), then English, naming the settings. */
export function startFailure(error: unknown): string {
  if (error instanceof SettingsError) {
    const names = error.settings.join(', ')
    return (
      `O servidor não iniciou: ajuste inválido em ${names}. Corrija no ambiente do servidor ` +
      '(no Fly.io, `fly secrets set`; num contêiner, as variáveis de `docker run -e`) e inicie de novo.\n' +
      `The server did not start: invalid setting ${names}.\n${error.message}`
    )
  }
  const reason = error instanceof Error ? (error.stack ?? error.message) : String(error)
  return `O servidor não iniciou (veja o erro abaixo).\nThe server did not start:\n${reason}`
}

/**
 * Starts a server entry so that a refused start ends the process with status 1. Vike adds handlers that only log
 * uncaught errors (so a running server survives one), after which a failed start would end with status 0 and a
 * container host or process manager would read a clean stop: a throw here exits 1 at once, and from the server's
 * creation until it listens the exit status is 1, covering a later failure (a port in use). The build, which loads
 * the entry too, creates no server, so its own status is untouched.
 */
export function startOrExit<T extends Entry>(start: () => T, exit: (code: number) => never = process.exit): T {
  let entry: T
  try {
    entry = start()
  } catch (error) {
    console.error(startFailure(error))
    return exit(1)
  }
  return {
    ...entry,
    onCreate: (server: ClosableServer) => {
      process.exitCode = 1
      entry.onCreate?.(server)
    },
    onReady: (server: ClosableServer) => {
      process.exitCode = 0
      entry.onReady?.(server)
    },
  }
}
