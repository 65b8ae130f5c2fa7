import { execFile } from 'node:child_process'
import { copyFile, cp, lstat, mkdtemp, readdir, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const exec = promisify(execFile)

/** Not part of a clone: history, builds, local data. */
const skipped = new Set(['.git', 'node_modules', 'dist', '.local-stack'])

/** The environment of a shell, without what vitest adds (NODE_ENV=test would make a development build). */
export function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST')),
  )
  return { ...env, ...extra }
}

/**
 * A clone of this checkout in a private `mktemp -d` folder, with its own node_modules as `npm ci` would leave
 * it: hard links to this checkout's files (seconds, no disk), so pruning it unlinks only the clone's names.
 * Files a tool may rewrite in place (npm's hidden lockfile, the image cache) are real copies, Vite's caches left out.
 */
export async function cloneInstalled(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cortinas-install-'))
  for (const entry of await readdir(root)) {
    if (!skipped.has(entry)) await cp(join(root, entry), join(dir, entry), { recursive: true })
  }
  // The real folder, never a symlink to it (a snapshot links node_modules): pruning through a link would empty it.
  await exec('cp', ['-al', await realpath(join(root, 'node_modules')), join(dir, 'node_modules')])
  if (!(await lstat(join(dir, 'node_modules'))).isDirectory()) throw new Error("the clone's node_modules is not its own folder")
  for (const own of ['.cache', '.vite', '.vite-temp', '.package-lock.json'])
    await rm(join(dir, 'node_modules', own), { recursive: true, force: true })
  await copyFile(join(root, 'node_modules', '.package-lock.json'), join(dir, 'node_modules', '.package-lock.json'))
  // The encoded photos, as a clone that built once has them (a build without them encodes for minutes).
  await cp(join(root, 'node_modules', '.cache'), join(dir, 'node_modules', '.cache'), { recursive: true }).catch(() => undefined)
  return dir
}

/** Runs a command in `dir` as a terminal would, with `env` added; rejects with its output when it fails. */
export async function sh(dir: string, file: string, args: string[], timeout: number, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await exec(file, args, { cwd: dir, env: shellEnv(env), timeout, maxBuffer: 64 * 1024 * 1024 })
    return stdout + stderr
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`${file} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
  }
}
