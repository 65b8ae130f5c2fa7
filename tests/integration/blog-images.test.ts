import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImageEndpoint } from '../../engine/blog/image/endpoint.ts'
import { startTestStack, type TestStack } from './testStack.ts'

let t: TestStack
let bucketUrl: string

beforeAll(async () => {
  t = await startTestStack()
  const admin = await t.signedIn(t.stack.admin.email, t.stack.admin.password)
  const photo = await readFile('content/public/blog-images/cortina-para-sala-de-estar.jpg')
  const { error } = await admin.storage.from('post-images').upload('2026/sala.jpg', photo, { contentType: 'image/jpeg' })
  if (error) throw error
  bucketUrl = `${t.stack.url}/storage/v1/object/public/post-images`
})

afterAll(() => t?.stop())

describe('post images uploaded to the post-images bucket', () => {
  const endpoint = () => createImageEndpoint({ supabaseUrl: () => t.stack.url })
  const get = (src: string) => endpoint()(new Request(`http://localhost/media/blog?${new URLSearchParams({ src, w: '800', h: '450', f: 'webp' })}`))

  it('are read from the bucket, cropped and encoded', async () => {
    const response = await get(`${bucketUrl}/2026/sala.jpg`)
    expect(response.status).toBe(200)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450])
  })

  it('answer 404 when the object does not exist', async () => {
    expect((await get(`${bucketUrl}/2026/nao-existe.jpg`)).status).toBe(404)
  })

  it('are refused from any other path of the same Supabase project', async () => {
    expect((await get(`${t.stack.url}/rest/v1/posts`)).status).toBe(400)
    expect((await get(`${t.stack.url}/storage/v1/object/post-images/2026/sala.jpg`)).status).toBe(400)
  })
})
