import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'
import { BackupError } from './archive.ts'

/**
 * Supabase's root CA ("Supabase Root 2021 CA", valid until 2031-04-26), byte for byte the file the dashboard's
 * Database → SSL Configuration → Download certificate serves (docs/backups.md says how it was checked).
 */
export const SUPABASE_CA_FILE = fileURLToPath(new URL('../../supabase/prod-ca-2021.crt', import.meta.url))

/** What the URL may say about TLS; with a CA these are dropped, since pg lets the URL's sslmode win over `ssl`. */
const TLS_PARAMS = ['sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'ssl', 'uselibpqcompat']

/**
 * The backup's and the restore's connection. A Supabase host (the pooler or a project's own) is verified against
 * Supabase's root CA, host name included, whatever sslmode the URL carries; `caFile` (DATABASE_CA_FILE) names another
 * CA, for a rotated one or another provider. Any other host without `caFile` (the local stack, no TLS) goes as the
 * URL says.
 */
export function databaseConfig(databaseUrl: string, caFile: string | undefined): pg.ClientConfig {
  const base = { connectionTimeoutMillis: 10_000 }
  const url = new URL(databaseUrl)
  const file = caFile ?? (/(^|\.)supabase\.(co|com)$/.test(url.hostname) ? SUPABASE_CA_FILE : undefined)
  if (!file) return { ...base, connectionString: databaseUrl }
  let ca: string
  try {
    ca = readFileSync(file, 'utf8')
  } catch {
    throw new BackupError(
      `DATABASE_CA_FILE: o arquivo ${file} não existe. Baixe o certificado em Project Settings → Database → SSL Configuration → Download certificate e salve-o nesse caminho.`,
    )
  }
  if (!ca.includes('-----BEGIN CERTIFICATE-----'))
    throw new BackupError(
      `DATABASE_CA_FILE: ${file} não é um certificado (falta -----BEGIN CERTIFICATE-----). Baixe-o de novo em Project Settings → Database → SSL Configuration.`,
    )
  for (const name of TLS_PARAMS) url.searchParams.delete(name)
  return { ...base, connectionString: url.toString(), ssl: { ca, rejectUnauthorized: true } }
}
