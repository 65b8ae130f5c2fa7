import { readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

/** The process that runs a data folder's stack, named by pid and start time so that a recycled pid never passes for it. */
export const stackOwnerSchema = z.object({
  /** The process that started the stack (`npm start`, `npm run dev`, `npm run stack`). */
  pid: z.number().int().positive(),
  /** When that process started, in clock ticks after boot (field 22 of /proc/<pid>/stat). */
  started: z.string().min(1),
})

export type StackOwner = z.infer<typeof stackOwnerSchema>

const ownerFile = (dataDir: string) => join(dataDir, 'owner.json')

/** When a live process started (field 22 of /proc/<pid>/stat), or undefined once it has ended. */
async function startTime(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[0] === 'Z' ? undefined : fields[19]
}

/** Whether `owner` still runs: the same pid, started at the same moment. */
export async function ownerAlive(owner: StackOwner): Promise<boolean> {
  return (await startTime(owner.pid)) === owner.started
}

/** Records this process as the one running the stack in `dataDir`. */
export async function claimDataDir(dataDir: string): Promise<StackOwner> {
  const started = await startTime(process.pid)
  if (!started) throw new Error(`no /proc entry for this process (${process.pid})`)
  const owner = { pid: process.pid, started }
  await writeFile(ownerFile(dataDir), JSON.stringify(owner) + '\n', { mode: 0o600 })
  return owner
}

/** Forgets this process as the stack's owner, unless another has claimed the folder since. */
export async function releaseDataDir(dataDir: string): Promise<void> {
  if ((await recordedOwner(dataDir))?.pid === process.pid) await unlink(ownerFile(dataDir)).catch(() => undefined)
}

/** The live process other than this one that runs the stack in `dataDir`, if any. */
export async function otherOwner(dataDir: string): Promise<StackOwner | undefined> {
  const owner = await recordedOwner(dataDir)
  return owner && owner.pid !== process.pid && (await ownerAlive(owner)) ? owner : undefined
}

async function recordedOwner(dataDir: string): Promise<StackOwner | undefined> {
  const text = await readFile(ownerFile(dataDir), 'utf8').catch(() => '')
  try {
    return stackOwnerSchema.parse(JSON.parse(text))
  } catch {
    // Missing, or cut short by a power cut: no owner either way.
    return undefined
  }
}
