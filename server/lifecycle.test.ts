import { describe, expect, it } from 'vitest'
import { through } from './http/through'
import { createLifecycle, HEALTH_PATH, type ClosableServer } from './lifecycle'

/** A request through the health step, in front of a site that answers 'the site'. */
const ask = (lifecycle: ReturnType<typeof createLifecycle>, request: Request) =>
  through([lifecycle.health], () => new Response('the site'))(request)

const probe = (lifecycle: ReturnType<typeof createLifecycle>, method = 'GET') =>
  ask(lifecycle, new Request(`http://localhost${HEALTH_PATH}`, { method }))

/** A server whose close() settles when `finish` is called, as srvx's does once the requests under way are answered. */
function fakeServer() {
  const calls: string[] = []
  let finish = () => {}
  const closed = new Promise<void>((resolve) => (finish = resolve))
  const server: ClosableServer = {
    close: () => (calls.push('close'), closed),
    node: { server: { closeIdleConnections: () => calls.push('idle'), closeAllConnections: () => calls.push('all') } },
  }
  return { server, calls, finish }
}

describe('the server lifecycle', () => {
  it('answers not ready until the server can serve, ready then, not ready again once it stops', async () => {
    const lifecycle = createLifecycle({ exit: () => {} })
    const starting = await probe(lifecycle)
    expect([starting.status, starting.headers.get('cache-control')]).toEqual([503, 'no-store'])
    let prepared = () => {}
    lifecycle.readyAfter(new Promise<void>((resolve) => (prepared = resolve)))
    expect((await probe(lifecycle)).status).toBe(503)
    prepared()
    await expect.poll(async () => (await probe(lifecycle)).status).toBe(200)
    expect((await probe(lifecycle, 'HEAD')).status).toBe(200)
    const page = () => ask(lifecycle, new Request('http://localhost/'))
    expect((await page()).headers.get('connection')).toBeNull()
    void lifecycle.stop(fakeServer().server, () => Promise.resolve())
    expect((await probe(lifecycle)).status).toBe(503)
    // Draining, every answer asks its client to close the connection, so a load balancer opens its next one elsewhere.
    const last = await page()
    expect([await last.text(), last.headers.get('connection')]).toEqual(['the site', 'close'])
  })

  it('leaves every other path and method to the site', async () => {
    const lifecycle = createLifecycle({ exit: () => {} })
    const other = await ask(lifecycle, new Request('http://localhost/healthz/x'))
    expect(await other.text()).toBe('the site')
    const posted = await probe(lifecycle, 'POST')
    expect(await posted.text()).toBe('the site')
  })

  it('stops taking connections, lets requests under way finish, saves what is pending, then exits 0', async () => {
    const exits: number[] = []
    const lifecycle = createLifecycle({ exit: (code) => void exits.push(code) })
    const { server, calls, finish } = fakeServer()
    const stopped = lifecycle.stop(server, async () => void calls.push('taps saved'))
    expect(calls).toEqual(['close'])
    void lifecycle.stop(server, async () => void calls.push('twice'))
    finish()
    await stopped
    expect(calls.filter((call) => call !== 'idle')).toEqual(['close', 'all', 'taps saved'])
    expect(exits).toEqual([0])
  })

  it('cuts the connections still open after the drain time, and still saves and exits', async () => {
    const exits: number[] = []
    const lifecycle = createLifecycle({ drainMs: 10, exit: (code) => void exits.push(code) })
    const { server, calls } = fakeServer()
    await lifecycle.stop(server, async () => void calls.push('taps saved'))
    expect(calls.filter((call) => call !== 'idle')).toEqual(['close', 'all', 'taps saved'])
    expect(exits).toEqual([0])
  })
})
