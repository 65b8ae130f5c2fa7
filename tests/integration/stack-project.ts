import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exited, type Exit } from '../../stack/index.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Copied rather than linked: code that finds the project from its own location must find the copy. */
const copied = new Set(['supabase', 'stack', 'tests', 'vitest.config.ts', 'vite.config.ts'])

/**
 * A throw-away clone of this checkout in a folder only its owner can open (as `git clone` into a home or
 * `mktemp -d` folder makes), optionally with one more migration.
 */
export async function makeProject(options: { migration?: string } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cortinas-project-'))
  for (const entry of await readdir(root)) {
    if (entry === '.git' || entry === '.local-stack' || entry === 'dist') continue
    if (copied.has(entry)) await cp(join(root, entry), join(dir, entry), { recursive: true })
    else await symlink(join(root, entry), join(dir, entry))
  }
  if (options.migration) await writeFile(join(dir, 'supabase', 'migrations', '29990101000000_broken.sql'), options.migration)
  return dir
}

/** A command running in a project folder, with its output so far. */
export interface Run {
  child: ChildProcess
  output(): string
  /** Resolves when the output contains `text`; rejects if the command ends first. */
  waitFor(text: string): Promise<void>
  exit: Promise<Exit>
}

/** Runs `node <args>` in `dir` as a terminal would, with `env` added; this process's Node unless `node` names another. */
export function run(dir: string, args: string[], env: Record<string, string> = {}, node = process.execPath): Run {
  const child = spawn(node, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  const listeners = new Set<() => void>()
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
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

/** `npm run stack` in `dir`: the local stack alone, as a developer starts it. */
export function runStack(dir: string, env: Record<string, string> = {}): Run {
  return run(dir, ['--import', 'tsx', 'stack/cli.ts'], env)
}
