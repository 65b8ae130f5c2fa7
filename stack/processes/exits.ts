import type { ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

/** How a child process ended: its exit code or signal, or the error that kept it from starting. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  error?: Error
}

/** Resolves once the child has ended and its output has been read, or it failed to start (binary missing or not executable). */
export function exited(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
  })
}

/** Whether a process runs (a zombie, already ended but not yet reaped, does not). */
export async function processAlive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
}

/** Waits until a process that is not our child has ended; false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (await processAlive(pid)) {
    if (Date.now() > deadline) return false
    await delay(50)
  }
  return true
}
