import { readFileSync } from 'node:fs'
import type pg from 'pg'
import { BackupError } from './archive.ts'

/** What the URL may say about TLS; with a CA file these are dropped, since pg lets the URL's sslmode win over `ssl`. */
const TLS_PARAMS = ['sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'ssl', 'uselibpqcompat']

/**
 * The backup's and the restore's connection. With `caFile` (DATABASE_CA_FILE: Supabase's root certificate, downloaded
 * from the dashboard) the server's certificate is verified against it, host name included, whatever sslmode the URL
 * carries; without it the URL decides (the local stack has no TLS).
 */
export function databaseConfig(databaseUrl: string, caFile: string | undefined): pg.ClientConfig {
  const base = { connectionTimeoutMillis: 10_000 }
  if (!caFile) return { ...base, connectionString: databaseUrl }
  let ca: string
  try {
    ca = readFileSync(caFile, 'utf8')
  } catch {
    throw new BackupError(
      `DATABASE_CA_FILE: o arquivo ${caFile} não existe. Baixe o certificado em Project Settings → Database → SSL Configuration → Download certificate e salve-o nesse caminho.`,
    )
  }
  if (!ca.includes('-----BEGIN CERTIFICATE-----'))
    throw new BackupError(
      `DATABASE_CA_FILE: ${caFile} não é um certificado (falta -----BEGIN CERTIFICATE-----). Baixe-o de novo em Project Settings → Database → SSL Configuration.`,
    )
  const url = new URL(databaseUrl)
  for (const name of TLS_PARAMS) url.searchParams.delete(name)
  return { ...base, connectionString: url.toString(), ssl: { ca, rejectUnauthorized: true } }
}
