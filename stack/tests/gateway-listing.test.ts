import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, createPlainUser, TINY_PNG, unique, type TestStack } from './harness.ts'

// The stand-in's Storage list route, as supabase-js' list() calls it; who may list is the contract's (tests/contract).
let t: TestStack
let admin: SupabaseClient
let folder: string

interface ListOptions {
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column: string; order: 'asc' | 'desc' }
}

const list = (prefix: string, options: ListOptions = {}) => admin.storage.from('post-images').list(prefix, options)

beforeAll(async () => {
  t = await connectTestStack()
  admin = await t.signedIn(t.stack.admin)
  folder = unique('lista')
  for (const name of ['b.png', 'a.png', 'c.png', 'sub/d.png', 'sub/e.png']) {
    const { error } = await admin.storage.from('post-images').upload(`${folder}/${name}`, TINY_PNG, { contentType: 'image/png' })
    if (error) throw error
  }
})

afterAll(() => t?.stop())

describe('listing a bucket', () => {
  it('gives one folder level: files with their metadata, each sub-folder once with a null id', async () => {
    const { data, error } = await list(folder)
    expect(error).toBeNull()
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['c.png', false],
      ['sub', true],
    ])
    expect(data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: TINY_PNG.length })
    expect((await list(`${folder}/sub`)).data?.map((entry) => entry.name)).toEqual(['d.png', 'e.png'])
  })

  it('pages, sorts and searches by the start of a name', async () => {
    expect((await list(folder, { limit: 2, offset: 1 })).data?.map((entry) => entry.name)).toEqual(['b.png', 'c.png'])
    const descending = await list(folder, { sortBy: { column: 'name', order: 'desc' } })
    expect(descending.data?.map((entry) => entry.name)).toEqual(['sub', 'c.png', 'b.png', 'a.png'])
    expect((await list(folder, { search: 'B' })).data?.map((entry) => entry.name)).toEqual(['b.png'])
  })

  it('reads as the caller: a signed-in non-admin lists nothing', async () => {
    const plain = await t.signedIn(await createPlainUser(t))
    expect((await plain.storage.from('post-images').list(folder)).data).toEqual([])
  })
})
