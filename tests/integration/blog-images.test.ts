import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImageEndpoint } from '../../engine/blog/image/endpoint.ts'
import { connectTestStack, unique, type TestStack } from './testStack.ts'

let t: TestStack
let bucketUrl: string
let folder: string

beforeAll(async () => {
  t = await connectTestStack()
  const admin = await t.signedIn(t.stack.admin)
  const photo = await readFile('content/public/blog-images/cortina-para-sala-de-estar.jpg')
  folder = unique('2026')
  const { error } = await admin.storage.from('post-images').upload(`${folder}/sala.jpg`, photo, { contentType: 'image/jpeg' })
  if (error) throw error
  bucketUrl = `${t.stack.url}/storage/v1/object/public/post-images`
})

afterAll(() => t?.stop())

describe('post images uploaded to the post-images bucket', () => {
  const endpoint = () => createImageEndpoint({ supabaseUrl: () => t.stack.url })
  const get = (src: string) => endpoint()(new Request(`http://localhost/media/blog?${new URLSearchParams({ src, w: '800', h: '450', f: 'webp' })}`))

  it('are read from the bucket, cropped and encoded', async () => {
    const response = await get(`${bucketUrl}/${folder}/sala.jpg`)
    expect(response.status).toBe(200)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450])
  })

  it('answer 404 when the object does not exist', async () => {
    expect((await get(`${bucketUrl}/${folder}/nao-existe.jpg`)).status).toBe(404)
  })

  it('are refused from any other path of the same Supabase project', async () => {
    expect((await get(`${t.stack.url}/rest/v1/posts`)).status).toBe(400)
    expect((await get(`${t.stack.url}/storage/v1/object/post-images/${folder}/sala.jpg`)).status).toBe(400)
  })
})
