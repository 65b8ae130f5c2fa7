import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { client, signedIn, unique } from './target.ts'

// A filter anyone with the anon key may send, whose backtracking runs for minutes on a text of a few KB: the
// roles' statement_timeout (3 s for anon, 8 s signed in) is what ends it, on a hosted project as on the stand-in.
const target = inject('contractTarget')
const RUNAWAY = '(.*)\\1\\1x'
/** A text it backtracks over for minutes: the regex engine's first pass lets through any text with an x in it. */
const RUNAWAY_TEXT = `${'a'.repeat(4000)}bx`
/** PostgreSQL's query_canceled, which a statement timeout raises. */
const CANCELED = { code: '57014' }
let admin: SupabaseClient
let draftId: string

beforeAll(async () => {
  admin = await signedIn(target, target.admin)
  const { data, error } = await admin
    .from('posts')
    .insert({ slug: unique('contrato-longo'), title: 'Rascunho longo do contrato', content: RUNAWAY_TEXT })
    .select('id')
    .single()
  if (error) throw error
  draftId = data.id
})

afterAll(async () => {
  if (draftId) await client(target, target.serviceKey).from('posts').delete().eq('id', draftId)
})

describe(`statement timeouts (${target.kind})`, () => {
  it("cancels a visitor's runaway filter over the published posts", async () => {
    const { error } = await client(target).from('posts').select('id').filter('content', 'imatch', RUNAWAY)
    expect(error).toMatchObject(CANCELED)
  })

  it("cancels a signed-in user's runaway filter", async () => {
    const { error } = await admin.from('posts').select('id').eq('id', draftId).filter('content', 'imatch', RUNAWAY)
    expect(error).toMatchObject(CANCELED)
  })
})
