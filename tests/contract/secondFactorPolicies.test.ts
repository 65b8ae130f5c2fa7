import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { IMAGE_BUCKET } from '../../blog/images/variants.ts'
import { TINY_PNG } from '../integration/testStack.ts'
import { REFUSED } from './roles.ts'
import { enrolAndVerify } from './secondFactor.ts'
import { client, createThrowAwayAdmin, createThrowAwayUser, signedIn, unique, type ContractTarget, type ThrowAwayUser } from './target.ts'

// Once an admin has a verified second factor, is_admin() (and so every admin policy) needs an aal2 session: her
// password alone reads and writes nothing an admin may. The admins here are throw-away users made admins with the
// service key, so the project's own admin is never enrolled.
const target = inject('contractTarget')
const service = client(target, target.serviceKey)
const made: { users: ThrowAwayUser[]; posts: string[]; files: string[]; jobs: string[] } = { users: [], posts: [], files: [], jobs: [] }
const callers = {} as Record<'anon' | 'plain' | 'withoutFactor' | 'passwordOnly' | 'withCode', SupabaseClient>
let draftId = ''

/** A throw-away user listed in public.admins, removed after the tests. */
async function throwAwayAdmin(target: ContractTarget): Promise<ThrowAwayUser> {
  const admin = await createThrowAwayAdmin(target)
  made.users.push(admin)
  return admin
}

beforeAll(async () => {
  const plain = await createThrowAwayUser(target)
  made.users.push(plain)
  const enrolled = await throwAwayAdmin(target)
  callers.anon = client(target)
  callers.plain = await signedIn(target, plain)
  callers.withoutFactor = await signedIn(target, await throwAwayAdmin(target))
  callers.withCode = await signedIn(target, enrolled)
  await enrolAndVerify(callers.withCode)
  // Signed in after the factor was verified (verifying ends the user's aal1 sessions): password only.
  callers.passwordOnly = await signedIn(target, enrolled)
  const { data, error } = await service
    .from('posts')
    .insert({ slug: unique('contrato-aal'), title: 'Rascunho aal' })
    .select('id')
    .single()
  if (error) throw new Error(`the contract's draft could not be written: ${error.message}`)
  draftId = data.id
  made.posts.push(draftId)
})

afterAll(async () => {
  if (made.files.length) await service.storage.from(IMAGE_BUCKET).remove(made.files)
  if (made.posts.length) await service.from('posts').delete().in('id', made.posts)
  if (made.jobs.length) await service.from('jobs').delete().in('id', made.jobs)
  for (const user of made.users) await user.remove()
})

const writePost = (caller: SupabaseClient) =>
  caller
    .from('posts')
    .insert({ slug: unique('contrato-aal'), title: 'Escrito' })
    .select('id')
    .single()
const writeJob = (caller: SupabaseClient) =>
  caller
    .from('jobs')
    .insert({
      slug: unique('contrato-aal'),
      title: 'Trabalho aal',
      room: 'sala',
      made: 'voil',
      neighbourhood: 'moema',
      delivered_on: '2026-10-01',
    })
    .select('id')
    .single()
const upload = (caller: SupabaseClient) => {
  const path = `${unique('contrato-aal')}/capa.png`
  made.files.push(path)
  return caller.storage.from(IMAGE_BUCKET).upload(path, TINY_PNG, { contentType: 'image/png' })
}

describe(`admin policies with a second factor (${target.kind})`, () => {
  it.each(['anon', 'plain', 'passwordOnly'] as const)('refuses %s: no admin, no draft, no write, no job, no upload', async (name) => {
    const caller = callers[name]
    expect((await caller.rpc('is_admin')).data).toBe(false)
    expect((await caller.from('posts').select('id').eq('id', draftId)).data).toEqual([])
    expect((await writePost(caller)).error).toMatchObject(REFUSED)
    expect((await caller.from('posts').update({ title: 'Invasor' }).eq('id', draftId).select('id')).data ?? []).toEqual([])
    expect((await caller.from('post_pending_changes').insert({ post_id: draftId, slug: 'invasor', title: 'Invasor' })).error).toMatchObject(
      REFUSED,
    )
    expect((await writeJob(caller)).error).toMatchObject(REFUSED)
    expect((await upload(caller)).error).not.toBeNull()
  })

  it.each(['withCode', 'withoutFactor'] as const)('lets the admin %s read drafts, write posts and jobs and upload photos', async (name) => {
    const caller = callers[name]
    expect((await caller.rpc('is_admin')).data).toBe(true)
    expect((await caller.from('posts').select('id').eq('id', draftId)).data).toEqual([{ id: draftId }])
    const written = await writePost(caller)
    expect(written.error).toBeNull()
    made.posts.push(written.data?.id)
    const job = await writeJob(caller)
    expect(job.error).toBeNull()
    made.jobs.push(job.data?.id)
    expect((await upload(caller)).error).toBeNull()
  })

  it("lets only the service key end a user's sessions, and an ended session's token is no admin's any more", async () => {
    const admin = await throwAwayAdmin(target)
    const signed = await signedIn(target, admin)
    expect((await signed.rpc('is_admin')).data).toBe(true)
    for (const caller of [callers.anon, signed, callers.withCode]) {
      expect((await caller.rpc('end_user_sessions', { target: admin.id })).error).toMatchObject(REFUSED)
    }
    expect(await service.rpc('end_user_sessions', { target: admin.id })).toMatchObject({ data: 1, error: null })
    expect((await signed.rpc('is_admin')).data).toBe(false)
  })
})
