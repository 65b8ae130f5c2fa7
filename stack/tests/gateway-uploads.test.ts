import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, TINY_PNG, unique, type TestStack } from './harness.ts'

let t: TestStack
let admin: SupabaseClient
let folder: string

beforeAll(async () => {
  t = await connectTestStack()
  admin = await t.signedIn(t.stack.admin)
  folder = unique('tipos')
})

afterAll(() => t?.stop())

const HTML = Buffer.from('<!doctype html><script>document.title = "xss"</script>')
const publicUrl = (name: string) => `${t.stack.url}/storage/v1/object/public/post-images/${folder}/${name}`

async function storedType(name: string): Promise<string | undefined> {
  const [row] = await t.sql<{ mimetype: string }>(
    "select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'post-images' and name = $1",
    [`${folder}/${name}`],
  )
  return row?.mimetype
}

describe('uploaded files', () => {
  it('keep only the essence of the Content-Type they were sent with', async () => {
    const raw = await admin.storage.from('post-images').upload(`${folder}/cru.png`, TINY_PNG, { contentType: 'image/png;,text/html' })
    expect(raw.error).toBeNull()
    expect(await storedType('cru.png')).toBe('image/png')
    const form = await admin.storage
      .from('post-images')
      .upload(`${folder}/form.png`, new Blob([TINY_PNG], { type: 'IMAGE/PNG; charset=x' }))
    expect(form.error).toBeNull()
    expect(await storedType('form.png')).toBe('image/png')
    const served = await fetch(publicUrl('cru.png'))
    expect(served.headers.get('content-type')).toBe('image/png')
  })

  it('are refused when their bytes are not the image type they claim', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    const cases: [string, Buffer | Blob, string | undefined][] = [
      ['html.png', HTML, 'image/png;,text/html'],
      ['html-form.png', new Blob([HTML], { type: 'image/png' }), undefined],
      ['jpeg.png', jpeg, 'image/png'],
      ['vazio.gif', Buffer.alloc(0), 'image/gif'],
    ]
    for (const [name, body, contentType] of cases) {
      const { error } = await admin.storage.from('post-images').upload(`${folder}/${name}`, body, contentType ? { contentType } : {})
      expect(error, name).toMatchObject({ statusCode: '415' })
      expect(await storedType(name)).toBeUndefined()
    }
    const matching = await admin.storage.from('post-images').upload(`${folder}/foto.jpg`, jpeg, { contentType: 'image/jpeg' })
    expect(matching.error).toBeNull()
  })

  it('are refused when the Content-Type is not a MIME type', async () => {
    const { error } = await admin.storage
      .from('post-images')
      .upload(`${folder}/lista.png`, TINY_PNG, { contentType: 'image/png,text/html' })
    expect(error).toMatchObject({ statusCode: '415' })
  })

  it('are served with nosniff and a sandboxing Content-Security-Policy', async () => {
    await admin.storage.from('post-images').upload(`${folder}/servida.png`, TINY_PNG, { contentType: 'image/png' })
    const served = await fetch(publicUrl('servida.png'))
    expect(served.status).toBe(200)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toBe('sandbox')
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true)
  })

  it('stored before this check with a raw Content-Type are served with its essence only', async () => {
    await admin.storage.from('post-images').upload(`${folder}/antiga.png`, TINY_PNG, { contentType: 'image/png' })
    await t.sql(
      "update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '\"image/png;,text/html\"') where bucket_id = 'post-images' and name = $1",
      [`${folder}/antiga.png`],
    )
    const served = await fetch(publicUrl('antiga.png'))
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-security-policy')).toBe('sandbox')
  })
})

describe('an upload the bucket does not allow', () => {
  /**
   * A body that sends 1 MB of zeros (no image at all) and then stalls until released: a gateway that read
   * the body before deciding would never answer.
   */
  function stalledBody() {
    const chunk = new Uint8Array(64 * 1024)
    let sent = 0
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent < 1024 * 1024) {
          sent += chunk.byteLength
          return controller.enqueue(chunk)
        }
        await released
        controller.close()
      },
    })
    return { body, release }
  }

  async function send(method: 'POST' | 'PUT', name: string, token: string): Promise<{ status: number; body: unknown }> {
    const { body, release } = stalledBody()
    try {
      const response = await fetch(`${t.stack.url}/storage/v1/object/post-images/${folder}/${name}`, {
        method,
        headers: { apikey: t.stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body,
        duplex: 'half',
        signal: AbortSignal.timeout(5000),
      } as RequestInit)
      return { status: response.status, body: await response.json() }
    } finally {
      release()
    }
  }

  it('is refused from its token and the bucket rules, before the body is read or decoded', async () => {
    // Decoded first, these zeros would be a 415 (not a PNG); read first, the stalled body would get no answer.
    expect(await send('POST', 'anonimo.png', t.stack.anonKey)).toEqual({
      status: 403,
      body: expect.objectContaining({ statusCode: '403', error: 'Unauthorized' }),
    })
    expect(await storedType('anonimo.png')).toBeUndefined()
  })

  it('is refused before its body when it would replace an object that exists, or update one that does not', async () => {
    await admin.storage.from('post-images').upload(`${folder}/existe.png`, TINY_PNG, { contentType: 'image/png' })
    const token = (await admin.auth.getSession()).data.session?.access_token ?? ''
    expect((await send('POST', 'existe.png', token)).status).toBe(409)
    expect((await send('PUT', 'nao-existe.png', token)).status).toBe(404)
  })
})
