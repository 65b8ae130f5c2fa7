import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { IMAGE_BUCKET } from '../../blog/images/variants.ts'
import { TINY_PNG } from '../integration/testStack.ts'
import { connectRoles, type Roles } from './roles.ts'
import { unique } from './target.ts'

// The post-images bucket (supabase/migrations): anyone reads a file by its URL, nobody but an admin lists, writes
// or removes. The one file this makes lives in a folder of its own and is removed at the end.
const target = inject('contractTarget')
const folder = unique('contrato')
const name = `${folder}/capa.png`
let roles: Roles & { release(): Promise<void> }

const bucket = (role: SupabaseClient) => role.storage.from(IMAGE_BUCKET)
const upload = (role: SupabaseClient, path = name) => bucket(role).upload(path, TINY_PNG, { contentType: 'image/png' })
const listed = async (role: SupabaseClient, prefix: string) =>
  (await bucket(role).list(prefix, { limit: 1000 })).data?.map((entry) => entry.name)

beforeAll(async () => {
  roles = await connectRoles(target)
  const { error } = await upload(roles.admin)
  if (error) throw new Error(`the admin could not upload to ${IMAGE_BUCKET}: ${error.message}`)
})

afterAll(async () => {
  await bucket(roles.service).remove([name])
  await roles.release()
})

describe(`${IMAGE_BUCKET} (${target.kind})`, () => {
  it('serves a file by its public URL to anyone, with no key', async () => {
    const answer = await fetch(bucket(roles.anon).getPublicUrl(name).data.publicUrl)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await answer.arrayBuffer()).equals(TINY_PNG)).toBe(true)
  })

  it("lists nothing to a visitor or a non-admin: a draft's cover stays unknown until its post is out", async () => {
    for (const role of [roles.anon, roles.plain]) {
      expect(await listed(role, '')).toEqual([])
      expect(await listed(role, folder)).toEqual([])
    }
  })

  it('lists the bucket to an admin', async () => {
    expect(await listed(roles.admin, folder)).toEqual(['capa.png'])
    const { data } = await bucket(roles.admin).list('', { search: folder })
    expect(data).toEqual([expect.objectContaining({ name: folder, id: null })])
  })

  it('takes uploads from an admin only', async () => {
    expect((await upload(roles.anon, `${folder}/visitante.png`)).error).not.toBeNull()
    expect((await upload(roles.plain, `${folder}/intruso.png`)).error).not.toBeNull()
    expect((await bucket(roles.plain).update(name, TINY_PNG, { contentType: 'image/png' })).error).not.toBeNull()
    expect(await listed(roles.admin, folder)).toEqual(['capa.png'])
  })

  it('takes images only', async () => {
    const page = Buffer.from('<script>alert(1)</script>')
    expect((await bucket(roles.admin).upload(`${folder}/pagina.html`, page, { contentType: 'text/html' })).error).not.toBeNull()
    expect(await listed(roles.admin, folder)).toEqual(['capa.png'])
  })

  it('lets only an admin remove a file', async () => {
    for (const role of [roles.anon, roles.plain]) expect((await bucket(role).remove([name])).data ?? []).toEqual([])
    expect(await listed(roles.admin, folder)).toEqual(['capa.png'])
    expect((await bucket(roles.admin).remove([name])).data?.map((object) => object.name)).toEqual([name])
    expect(await listed(roles.admin, folder)).toEqual([])
  })
})
