import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** What a script of scripts/ printed, and whether it exited 0. */
export type ScriptRun = { ok: boolean; output: string }

/**
 * Runs one of the project's scripts (scripts/<name>.ts) on the build's own Node, in the folder being built: the build
 * plugins report what the owner's commands report, in the same words. A run that could not start or timed out gives
 * its error as the output.
 */
export async function runProjectScript(name: string, root: string, timeout: number): Promise<ScriptRun> {
  const script = fileURLToPath(new URL(`../scripts/${name}.ts`, import.meta.url))
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: root, timeout }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: { stdout?: string; stderr?: string; code?: unknown; message: string }) => ({
      ok: false,
      output: typeof error.code === 'number' ? `${error.stderr ?? ''}${error.stdout ?? ''}` : error.message,
    }),
  )
}
