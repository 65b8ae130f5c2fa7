import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../processes/ports.ts'
import { ownGateway, type OwnGateway } from './ownGateway.ts'

// What PostgREST 12 answers, word for word, while the database it connects to refuses connections.
const DATABASE_DOWN = JSON.stringify({
  code: 'PGRST000',
  details:
    'connection to server at "127.0.0.1", port 54322 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n',
  hint: null,
  message: 'Database connection error. Retrying the connection.',
})

let gateway: OwnGateway
let standIn: Server

beforeAll(async () => {
  gateway = await ownGateway()
  standIn = createServer((_, response) => response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(DATABASE_DOWN))
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  standIn?.close()
  await gateway?.close()
})

/** An anonymous read of the posts through a gateway whose PostgREST lives at `postgrestUrl`. */
async function readPosts(postgrestUrl: string): Promise<Response> {
  return gateway.rebuild({ postgrestUrl }).request('/rest/v1/posts?select=slug', { headers: { apikey: gateway.anonKey } })
}

async function expectGenericOutage(answer: Response, hidden: string[]): Promise<void> {
  expect(answer.status).toBe(503)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  const text = await answer.text()
  expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) })
  for (const secret of ['127.0.0.1', 'localhost', 'port', 'postgres', ...hidden]) expect(text).not.toContain(secret)
}

describe('REST calls during an outage', () => {
  it('answer a generic 503 when the database behind PostgREST is down', async () => {
    const { port } = standIn.address() as { port: number }
    await expectGenericOutage(await readPosts(`http://127.0.0.1:${port}`), ['54322', String(port), 'Connection refused'])
  })

  it('answer a generic 503 when PostgREST itself is down', async () => {
    const closed = await freePort()
    await expectGenericOutage(await readPosts(`http://127.0.0.1:${closed}`), [String(closed)])
  })
})
