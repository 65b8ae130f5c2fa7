import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../../stack/index.ts'

/** The production build started with `env`: its exit status and what it printed, once it stops. */
function start(env: Record<string, string>, port: number): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve('dist/server/index.mjs')], {
      env: { ...process.env, TEST: '', NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => done({ code, output }))
  })
}

describe('a refused start', () => {
  it.each([
    ['SUPABASE_ANON_KEY', { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'sb_secret_abc123' }],
    ['SUPABASE_SERVICE_ROLE_KEY', { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_SERVICE_ROLE_KEY: 'not-a-jwt' }],
    ['SITE_REPOSITORY', { SITE_REPOSITORY: 'https://github.com/dona/cortinas' }],
    ['TRUSTED_PROXIES', { TRUSTED_PROXIES: '10.0.0.0/33' }],
    ['SUPABASE_URL', { SUPABASE_URL: 'não é endereço' }],
  ])('exits 1 naming %s in pt-BR and English', async (setting, env) => {
    const { code, output } = await start(env, await freePort())
    expect(code).toBe(1)
    expect(output).toContain(`O servidor não iniciou: ajuste inválido em ${setting}.`)
    expect(output).toContain(`The server did not start: invalid setting ${setting}.`)
    expect(output).not.toContain('Listening on')
  })

  it('exits 1 when its port is taken', async () => {
    const port = await freePort()
    const taken = createServer().listen(port)
    await new Promise((listening) => taken.once('listening', listening))
    try {
      const { code, output } = await start({}, port)
      expect(code).toBe(1)
      expect(output).toContain('EADDRINUSE')
    } finally {
      taken.close()
    }
  })
})
