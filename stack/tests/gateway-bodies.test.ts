import { once } from 'node:events'
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, TINY_PNG, unique, type TestStack } from './harness.ts'

let t: TestStack
/** An admin's bearer header: an upload is checked against the bucket's rules before its size. */
let asAdmin: { authorization: string }

beforeAll(async () => {
  t = await connectTestStack()
  const session = (await (await t.signedIn(t.stack.admin)).auth.getSession()).data.session
  asAdmin = { authorization: `Bearer ${session?.access_token}` }
})

afterAll(() => t?.stop())

const MB = 1024 * 1024

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  json: Record<string, unknown>
}

/**
 * Sends a request over a raw connection, writing `body` piece by piece (chunked when no Content-Length is
 * given). Unless `end` is set the request is never finished, so only a gateway that answers before the
 * body is complete answers at all. Bodies end right past a limit: bytes the gateway never reads could
 * make its closing of the connection a reset that loses the answer.
 */
async function send(path: string, headers: Record<string, string>, body: Buffer[], end = false): Promise<Answer> {
  const outgoing = request(`${t.stack.url}${path}`, { method: 'POST', headers: { apikey: t.stack.anonKey, ...headers } })
  outgoing.on('error', () => undefined)
  let response: IncomingMessage | undefined
  const answered = once(outgoing, 'response').then(([incoming]) => (response = incoming as IncomingMessage))
  outgoing.flushHeaders()
  for (const piece of body) {
    if (response) break
    if (!outgoing.write(piece)) await Promise.race([once(outgoing, 'drain'), answered])
  }
  if (end && !response) outgoing.end()
  const incoming = await answered
  let text = ''
  for await (const chunk of incoming) text += String(chunk)
  outgoing.destroy()
  return { status: incoming.statusCode ?? 0, headers: incoming.headers, json: JSON.parse(text) as Record<string, unknown> }
}

/** `total` bytes in 64 KiB pieces. */
function pieces(total: number): Buffer[] {
  const piece = Buffer.alloc(64 * 1024, 0x20)
  return Array.from({ length: Math.ceil(total / piece.length) }, (_, index) =>
    piece.subarray(0, Math.min(piece.length, total - index * piece.length)),
  )
}

describe('request bodies', () => {
  it('are refused by their Content-Length before the gateway reads them', async () => {
    const huge = { 'content-type': 'application/json', 'content-length': String(300 * MB) }
    const signIn = await send('/auth/v1/token?grant_type=password', huge, [])
    expect(signIn.status).toBe(413)
    expect(signIn.headers.connection).toBe('close')
    expect(signIn.json).toEqual({ message: 'Request size limit exceeded' })
    expect((await send('/rest/v1/posts', huge, [])).status).toBe(413)
    expect(
      (await send('/storage/v1/object/post-images/x.png', { ...huge, ...asAdmin, 'content-type': 'image/png' }, [])).json,
    ).toMatchObject({
      statusCode: '413',
      error: 'Payload too large',
    })
  })

  it('without a Content-Length are cut with 413 once they pass 1 MB', async () => {
    const chunked = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }
    const signIn = await send('/auth/v1/token?grant_type=password', chunked, pieces(MB + 1))
    expect(signIn.status).toBe(413)
    expect(signIn.json).toEqual({ message: 'Request size limit exceeded' })
    expect((await send('/rest/v1/posts', chunked, pieces(MB + 1))).status).toBe(413)
    expect((await send('/auth/v1/recover', chunked, pieces(MB + 1))).status).toBe(413)
  })

  it('of an upload are cut at the bucket’s file size limit, even an admin’s', async () => {
    const [bucket] = await t.sql<{ file_size_limit: string }>("select file_size_limit from storage.buckets where id = 'post-images'")
    const limit = Number(bucket?.file_size_limit)
    const path = `/storage/v1/object/post-images/${unique('grande')}.png`
    const raw = await send(path, { ...asAdmin, 'content-type': 'image/png', 'transfer-encoding': 'chunked' }, [TINY_PNG, ...pieces(limit)])
    expect(raw.status).toBe(413)
    expect(raw.json).toMatchObject({ statusCode: '413', error: 'Payload too large' })
    const boundary = 'limite'
    const form = { ...asAdmin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' }
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const oneByteOver = await send(path, form, [head, TINY_PNG, Buffer.alloc(limit + 1 - TINY_PNG.length), tail], true)
    expect(oneByteOver.status).toBe(413)
    expect(await t.sql('select 1 from storage.objects where name = $1', [path.split('/').pop()])).toHaveLength(0)
  })

  it('within the limit still reach the service', async () => {
    const padded = [Buffer.from(JSON.stringify({ email: `${unique('ninguem')}@exemplo.com.br`, padding: 'x'.repeat(MB - 200) }))]
    const recover = await send('/auth/v1/recover', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, padded, true)
    expect(recover.status).toBe(200)
    expect(recover.json).toEqual({})
  })
})
