import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { StackError } from '../errors.ts'
import { type LocalStackInfo, stackFileSchema } from '../info.ts'
import { otherOwner } from './owner.ts'

/** How long a second start waits for a stack another command is still starting (a first start also migrates and seeds). */
const STARTING_LIMIT_MS = 60_000

/**
 * The stack another command already runs in `dataDir` (`npm start` in one terminal, `npm run dev` in another),
 * once its gateway answers; undefined when no other live process runs it. A second stack on the same folder would
 * shut the first one's PostgreSQL down under its server.
 */
export async function runningStack(dataDir: string): Promise<LocalStackInfo | undefined> {
  const deadline = Date.now() + STARTING_LIMIT_MS
  for (;;) {
    const owner = await otherOwner(dataDir)
    if (!owner) return undefined
    const file = await readStackFile(dataDir)
    if (file?.owner?.pid === owner.pid && file.owner.started === owner.started && (await answers(file.url))) {
      const { owner: _, ...info } = file
      return info
    }
    if (Date.now() > deadline) {
      throw new StackError(
        `O banco de dados local desta pasta já foi aberto por outro comando (processo ${owner.pid}), que não respondeu em ` +
          `${STARTING_LIMIT_MS / 1000} s. Pare o outro comando (Ctrl+C no terminal dele) e tente de novo.`,
      )
    }
    await delay(250)
  }
}

async function readStackFile(dataDir: string) {
  try {
    return stackFileSchema.parse(JSON.parse(await readFile(join(dataDir, 'stack.json'), 'utf8')))
  } catch {
    // Not written yet by a stack that is still starting, or from an older version without its owner.
    return undefined
  }
}

const answers = (url: string) =>
  fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status < 500,
    () => false,
  )
