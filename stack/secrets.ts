import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Secrets generated on a data directory's first start and kept with its data. */
export interface StackSecrets {
  /** HS256 secret shared by the gateway and PostgREST. */
  jwtSecret: string
  /** Password of the `postgres` superuser. */
  dbPassword: string
  /** Password PostgREST logs in with as `authenticator`. */
  authenticatorPassword: string
}

/** Reads the data directory's secrets, creating them on first use. */
export async function loadSecrets(dataDir: string): Promise<StackSecrets> {
  const file = join(dataDir, 'secrets.json')
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StackSecrets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secrets: StackSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    dbPassword: randomBytes(18).toString('base64url'),
    authenticatorPassword: randomBytes(18).toString('base64url'),
  }
  await writeFile(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  return secrets
}
