import { Hono } from 'hono'
import { BlockList } from 'node:net'
import { describe, expect, it } from 'vitest'
import { accessLine, accessLog, type AccessEntry } from './line'

/** An app behind the access log, and the entries it wrote; requests carry srvx's address and socket when given. */
function logged({ onFly = false, trusted = [] as string[] } = {}) {
  const trustedProxies = new BlockList()
  for (const address of trusted) trustedProxies.addAddress(address)
  const entries: AccessEntry[] = []
  const app = new Hono()
  app.use(accessLog({ write: (line) => entries.push(JSON.parse(line) as AccessEntry), addressSource: { trustedProxies, onFly } }))
  app.get('/ok', (c) => c.text('ok'))
  app.get('/boom', () => {
    throw new Error('boom')
  })
  app.onError((_, c) => c.text('erro', 500))
  const send = (url: string, { ip, port, headers = {} }: { ip?: string; port?: number; headers?: Record<string, string> } = {}) => {
    const request = Object.assign(new Request(`http://localhost${url}`, { headers }), {
      ip,
      runtime: { node: { req: { socket: { remotePort: port } } } },
    })
    return app.fetch(request)
  }
  return { entries, send }
}

describe('the access log line', () => {
  it('writes one line per request: time with offset, address, port, method, path without the query, status, browser', async () => {
    const { entries, send } = logged()
    await send('/ok?busca=meu+nome', { ip: '203.0.113.9', port: 51234, headers: { 'user-agent': 'Mozilla/5.0 Teste' } })
    await send('/nada', { ip: '203.0.113.9', port: 51235 })
    await send('/boom', { ip: '2001:db8::1', port: 40000 })
    expect(entries).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
        ip: '203.0.113.9',
        port: 51234,
        method: 'GET',
        path: '/ok',
        status: 200,
        agent: 'Mozilla/5.0 Teste',
      },
      expect.objectContaining({ path: '/nada', status: 404, agent: null }),
      expect.objectContaining({ ip: '2001:db8::1', port: 40000, path: '/boom', status: 500 }),
    ])
  })

  it("takes the visitor's address from the trusted proxy, with no port it does not give", async () => {
    const behindProxy = logged({ trusted: ['10.0.0.2'] })
    await behindProxy.send('/ok', { ip: '10.0.0.2', port: 5000, headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(behindProxy.entries[0]).toMatchObject({ ip: '198.51.100.7', port: null })
    const fly = logged({ onFly: true })
    await fly.send('/ok', { ip: '172.16.0.1', port: 6000, headers: { 'fly-client-ip': '198.51.100.8' } })
    expect(fly.entries[0]).toMatchObject({ ip: '198.51.100.8', port: null })
    const dualStack = logged()
    await dualStack.send('/ok', { ip: '::ffff:203.0.113.9', port: 8000 })
    expect(dualStack.entries[0]).toMatchObject({ ip: '203.0.113.9', port: 8000 })
    const forged = logged()
    await forged.send('/ok', { ip: '203.0.113.9', port: 7000, headers: { 'x-forwarded-for': '1.1.1.1', 'fly-client-ip': '1.1.1.1' } })
    expect(forged.entries[0]).toMatchObject({ ip: '203.0.113.9', port: 7000 })
  })

  it('keeps a path or browser with quotes and line breaks on one line', () => {
    const line = accessLine({
      time: 't',
      ip: '1',
      port: null,
      method: 'GET',
      path: '/a"\n{"b',
      status: 404,
      agent: 'x\r\n{"ip":"forjado"}',
    })
    expect(line.split('\n')).toHaveLength(2)
    expect(JSON.parse(line)).toMatchObject({ path: '/a"\n{"b', agent: 'x\r\n{"ip":"forjado"}' })
  })
})
