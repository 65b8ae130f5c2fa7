import { execFileSync } from 'node:child_process'
import { StackError } from '../errors.ts'

/** How a stack binary is started. */
export interface StackCommandOptions {
  /** Signal the binary gets when this process dies, however it dies, so a killed stack leaves no orphan. */
  parentDeathSignal: NodeJS.Signals
  /** Never run it as root (PostgreSQL refuses to). */
  unprivileged?: boolean
}

const probes = new Map<string, boolean>()

/** Whether a command runs here (cached: each probe spawns a process). */
function runs(file: string, args: string[]): boolean {
  const key = [file, ...args].join(' ')
  let ok = probes.get(key)
  if (ok === undefined) {
    try {
      execFileSync(file, args, { stdio: 'ignore', timeout: 5_000 })
      ok = true
    } catch {
      ok = false
    }
    probes.set(key, ok)
  }
  return ok
}

/**
 * The command line that starts `file`. As root, an unprivileged binary runs in a new user namespace: there
 * it is not root, yet it still owns root's files, so it reaches a project cloned into a private folder
 * (a `postgres` system user could not). util-linux's setpriv adds the parent-death signal where present.
 */
export function stackCommand(file: string, args: string[], options: StackCommandOptions): [string, string[]] {
  const line = [file, ...args]
  if (runs('setpriv', ['--pdeathsig', 'TERM', '--', 'true']))
    line.unshift('setpriv', '--pdeathsig', options.parentDeathSignal.slice(3), '--')
  if (options.unprivileged && process.getuid?.() === 0) {
    if (!runs('unshare', ['--user', 'true'])) {
      throw new StackError(
        'PostgreSQL cannot run as root, and this machine does not allow user namespaces (`unshare --user` failed).\n' +
          'Run the command as an ordinary user, or set SUPABASE_URL and SUPABASE_ANON_KEY to use a hosted Supabase project.',
      )
    }
    line.unshift('unshare', '--user')
  }
  const [command = file, ...rest] = line
  return [command, rest]
}
