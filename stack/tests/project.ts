import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exited, type Exit } from '../processes/exits.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A throw-away copy of this checkout in a folder only its owner can open (as `git clone` into a home folder makes):
 * supabase/ copied, so a test may add one more migration, everything else linked.
 */
export async function makeProject(options: { migration?: string } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stack-project-'))
  for (const entry of await readdir(root)) {
    if (entry === '.git' || entry === '.local-stack' || entry === 'dist') continue
    if (entry === 'supabase') await cp(join(root, entry), join(dir, entry), { recursive: true })
    else await symlink(join(root, entry), join(dir, entry))
  }
  if (options.migration) await writeFile(join(dir, 'supabase', 'migrations', '29990101000000_broken.sql'), options.migration)
  return dir
}

/** `npm run stack` running in a project folder, with its output so far. */
export interface Run {
  child: ChildProcess
  output(): string
  /** Resolves when the output contains `text`; rejects if the stack ends first. */
  waitFor(text: string): Promise<void>
  exit: Promise<Exit>
}

/** `npm run stack` in `dir` (the stack alone, as a developer starts it), with `env` added. */
export function runStack(dir: string, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'stack/cli.ts'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const listeners = new Set<() => void>()
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exit = exited(child)
  return {
    child,
    output: () => text,
    exit,
    waitFor: (wanted) =>
      new Promise((resolve, reject) => {
        const check = () => text.includes(wanted) && resolve()
        listeners.add(check)
        check()
        void exit.then(() => reject(new Error(`exited before printing "${wanted}":\n${text}`)))
      }),
  }
}
