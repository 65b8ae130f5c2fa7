import { appendFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The line the local stack's gateway prints instead of sending a recovery email. */
const RECOVERY_LINE = /password recovery link for (\S+):\s+(\S+)/

/**
 * Catches the password recovery links the local stack prints in this process (it sends no mail) and
 * keeps them in a file, so test files in other processes can follow them; `close` stops catching.
 */
export async function openOutbox(): Promise<{ file: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'cortinas-outbox-'))
  const file = join(dir, 'recovery-links.txt')
  const print = console.log
  console.log = (...args: unknown[]) => {
    const found = RECOVERY_LINE.exec(args.map(String).join(' '))
    if (found) appendFileSync(file, `${found[1]} ${found[2]}\n`)
    else print(...args)
  }
  return {
    file,
    async close() {
      console.log = print
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** The last recovery link the stack printed for `email`, if any. */
export async function recoveryLink(outbox: string, email: string): Promise<string | undefined> {
  const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n')
  return lines.findLast((line) => line.startsWith(`${email} `))?.slice(email.length + 1)
}
