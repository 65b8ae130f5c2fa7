import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectRoles, makeDraft } from './roles.ts'
import { client } from './target.ts'

// A filter anyone with the anon key may send, whose backtracking runs for minutes on a text of a few KB: the
// roles' statement_timeout (3 s for anon, 8 s signed in) is what ends it, on a hosted project as on the stand-in.
const target = inject('contractTarget')
const RUNAWAY = '(.*)\\1\\1x'
/** A text it backtracks over for minutes: the regex engine's first pass lets through any text with an x in it. */
const RUNAWAY_TEXT = `${'a'.repeat(4000)}bx`
/** PostgreSQL's query_canceled, which a statement timeout raises. */
const CANCELED = { code: '57014' }
let roles: Awaited<ReturnType<typeof connectRoles>>
let admin: SupabaseClient
let draft: Awaited<ReturnType<typeof makeDraft>>

beforeAll(async () => {
  roles = await connectRoles(target)
  admin = roles.admin
  draft = await makeDraft(target, admin, RUNAWAY_TEXT)
})

afterAll(async () => {
  await draft?.remove()
  await roles?.release()
})

describe(`statement timeouts (${target.kind})`, () => {
  it("cancels a visitor's runaway filter over the published posts", async () => {
    const { error } = await client(target).from('posts').select('id').filter('content', 'imatch', RUNAWAY)
    expect(error).toMatchObject(CANCELED)
  })

  it("cancels a signed-in user's runaway filter", async () => {
    const { error } = await admin.from('posts').select('id').eq('id', draft.id).filter('content', 'imatch', RUNAWAY)
    expect(error).toMatchObject(CANCELED)
  })
})
