import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

/** Secrets generated on a data directory's first start and kept with its data. */
const stackSecretsSchema = z.object({
  /** HS256 secret shared by the gateway and PostgREST. */
  jwtSecret: z.string().min(1),
  /** Password of the `postgres` superuser. */
  dbPassword: z.string().min(1),
  /** Password PostgREST logs in with as `authenticator`. */
  authenticatorPassword: z.string().min(1),
})

export type StackSecrets = z.infer<typeof stackSecretsSchema>

/** Reads the data directory's secrets, creating them on first use. */
export async function loadSecrets(dataDir: string): Promise<StackSecrets> {
  const file = join(dataDir, 'secrets.json')
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  )
  if (stored !== null) return stackSecretsSchema.parse(JSON.parse(stored))
  const secrets: StackSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    dbPassword: randomBytes(18).toString('base64url'),
    authenticatorPassword: randomBytes(18).toString('base64url'),
  }
  await writeFile(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  return secrets
}
