import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TLSSocket } from 'node:tls'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseConfig, SUPABASE_CA_FILE } from '../../scripts/backup/database.ts'

const dir = mkdtempSync(join(tmpdir(), 'cortinas-ca-'))

/** A self-signed certificate for `host` (its own CA), made with openssl; returns the PEM file paths. */
function certificate(name: string, host: string) {
  const [key, cert] = [join(dir, `${name}.key`), join(dir, `${name}.crt`)]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { key, cert }
}

let server: Server
let port = 0
let handshakes = 0
const ours = certificate('servidor', 'localhost')
const other = certificate('outro', 'localhost')

beforeAll(async () => {
  // Answers PostgreSQL's SSLRequest with "S", then speaks TLS with `ours`; a finished handshake is counted and closed.
  server = createServer((socket) => {
    socket.once('data', () => {
      socket.write('S')
      const tls = new TLSSocket(socket, { isServer: true, key: readFileSync(ours.key), cert: readFileSync(ours.cert) })
      tls.on('secure', () => ((handshakes += 1), tls.destroy()))
      tls.on('error', () => tls.destroy())
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  port = (server.address() as { port: number }).port
})
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

const connect = async (url: string, caFile?: string) => {
  const client = new pg.Client(databaseConfig(url, caFile))
  client.on('error', () => {})
  return client.connect().then(
    () => 'connected',
    (error: Error) => error.message,
  )
}

describe("the backup's database connection with DATABASE_CA_FILE", () => {
  it('verifies the server against the given CA, whatever sslmode the URL carries', async () => {
    const url = `postgresql://postgres:x@localhost:${port}/postgres?sslmode=no-verify`
    expect(await connect(url, other.cert)).toMatch(/self-signed certificate|unable to verify/)
    expect(handshakes).toBe(0)
    await connect(url, ours.cert)
    expect(handshakes).toBe(1)
    expect(databaseConfig(url, ours.cert)).toMatchObject({
      connectionString: `postgresql://postgres:x@localhost:${port}/postgres`,
      ssl: { ca: readFileSync(ours.cert, 'utf8'), rejectUnauthorized: true },
    })
  })

  it('checks the host name too', async () => {
    expect(await connect(`postgresql://postgres:x@127.0.0.1:${port}/postgres`, ours.cert)).toMatch(/IP: 127.0.0.1 is not in the cert/)
  })

  it("verifies a Supabase host against Supabase's root CA, shipped byte for byte as published", () => {
    const shipped = readFileSync(SUPABASE_CA_FILE)
    // The SHA-256 of the file Supabase serves, and of its certificate (DER), as published alongside it.
    expect(createHash('sha256').update(shipped).digest('hex')).toBe('700723581420dd1ac98fd7e9ac529f0ef210eadcaf87fc868a3ad7d114c2f3b7')
    const certificate = new X509Certificate(shipped)
    expect(certificate.fingerprint256).toBe(
      '80:70:25:AD:50:D4:ED:21:9D:2C:9C:7D:29:9C:00:4F:82:4E:B0:0C:F7:F6:5A:FE:F6:07:D0:7B:72:E6:CA:FA',
    )
    expect(certificate.subject).toContain('CN=Supabase Root 2021 CA')
    const pooler = 'postgresql://postgres.abcdefghijklmnopqrst:x@aws-0-sa-east-1.pooler.supabase.com:5432/postgres?sslmode=no-verify'
    expect(databaseConfig(pooler, undefined)).toEqual({
      connectionString: pooler.replace('?sslmode=no-verify', ''),
      connectionTimeoutMillis: 10_000,
      ssl: { ca: shipped.toString('utf8'), rejectUnauthorized: true },
    })
  })

  it('names the setting and where to download the certificate when the file is missing or not one', () => {
    expect(() => databaseConfig('postgresql://h/db', join(dir, 'nada.crt'))).toThrow(
      /^DATABASE_CA_FILE: o arquivo .*nada.crt não existe\. Baixe o certificado em Project Settings → Database → SSL Configuration/,
    )
    writeFileSync(join(dir, 'texto.crt'), 'não é certificado')
    expect(() => databaseConfig('postgresql://h/db', join(dir, 'texto.crt'))).toThrow(/^DATABASE_CA_FILE: .* não é um certificado/)
    expect(databaseConfig('postgresql://h/db?sslmode=disable', undefined)).toEqual({
      connectionString: 'postgresql://h/db?sslmode=disable',
      connectionTimeoutMillis: 10_000,
    })
  })
})
