import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll } from 'vitest'
import { enrolAndVerify } from './secondFactor.ts'
import { client, createThrowAwayAdmin, createThrowAwayUser, signedIn, unique, type ContractTarget, type ThrowAwayUser } from './target.ts'

/**
 * The callers the contract speaks for: a visitor, a signed-in user who is not an admin, an admin (a throw-away one,
 * enrolled with a factor and at aal2, as the owner signs in), and the service key.
 */
export interface Roles {
  anon: SupabaseClient
  plain: SupabaseClient
  admin: SupabaseClient
  service: SupabaseClient
  /** The throw-away user `plain` is signed in as. */
  user: ThrowAwayUser
}

/** Signs the callers in, `plain` and `admin` as new throw-away users; call `release()` in afterAll. */
export async function connectRoles(target: ContractTarget): Promise<Roles & { release(): Promise<void> }> {
  const made: ThrowAwayUser[] = []
  const release = async () => {
    for (const user of made) await user.remove()
  }
  try {
    const user = await createThrowAwayUser(target)
    made.push(user)
    const adminUser = await createThrowAwayAdmin(target)
    made.push(adminUser)
    const admin = await signedIn(target, adminUser)
    await enrolAndVerify(admin)
    return { anon: client(target), plain: await signedIn(target, user), admin, service: client(target, target.serviceKey), user, release }
  } catch (error) {
    await release()
    throw error
  }
}

/** What PostgREST answers when a grant or a policy refuses: PostgreSQL's insufficient_privilege. */
export const REFUSED = { code: '42501' }

/** A draft post the admin writes, and its removal with the service key (which needs no trip through the trash). */
export async function makeDraft(target: ContractTarget, admin: SupabaseClient, content = '<p>Rascunho.</p>') {
  const { data, error } = await admin
    .from('posts')
    .insert({ slug: unique('contrato-rascunho'), title: 'Rascunho do contrato', content })
    .select('id')
    .single()
  if (error) throw new Error(`the admin could not write a draft: ${error.message}`)
  const id: string = data.id
  return {
    id,
    async remove() {
      const { error: failed } = await client(target, target.serviceKey).from('posts').delete().eq('id', id)
      if (failed) throw new Error(`the contract's draft ${id} could not be deleted: ${failed.message}`)
    },
  }
}

/** The callers and a draft of this test file's own: made before its tests, removed after them (read them inside tests). */
export function rolesWithDraft(target: ContractTarget): { roles: Roles; draft: Awaited<ReturnType<typeof makeDraft>> } {
  const made = {} as { roles: Roles & { release(): Promise<void> }; draft: Awaited<ReturnType<typeof makeDraft>> }
  beforeAll(async () => {
    made.roles = await connectRoles(target)
    made.draft = await makeDraft(target, made.roles.admin)
  })
  afterAll(async () => {
    await made.draft?.remove()
    await made.roles?.release()
  })
  return made
}
