import { appendFile, readFile } from 'node:fs/promises'

/** One email the local stack would have sent: it sends none, and keeps them here instead. */
export interface OutboxMail {
  to: string
  /** The link the email carries (a password recovery link). */
  link: string
}

/** Keeps an email in the outbox file (one JSON line each), where developers and tests read it. */
export function keepMail(outbox: string, mail: OutboxMail): Promise<void> {
  return appendFile(outbox, JSON.stringify(mail) + '\n', { mode: 0o600 })
}

/** The link of the last email the outbox holds for `to`, if any. */
export async function lastLinkTo(outbox: string, to: string): Promise<string | undefined> {
  const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean)
  return lines.map((line) => JSON.parse(line) as OutboxMail).findLast((mail) => mail.to === to)?.link
}
