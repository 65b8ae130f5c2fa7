import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll } from 'vitest'
import { client, createThrowAwayUser, signedIn, unique, type ContractTarget, type ThrowAwayUser } from './target.ts'

/** The callers the contract speaks for: a visitor, a signed-in user who is not an admin, an admin, and the service key. */
export interface Roles {
  anon: SupabaseClient
  plain: SupabaseClient
  admin: SupabaseClient
  service: SupabaseClient
  /** The throw-away user `plain` is signed in as. */
  user: ThrowAwayUser
}

/** Signs the callers in, `plain` as a new throw-away user; call `release()` in afterAll. */
export async function connectRoles(target: ContractTarget): Promise<Roles & { release(): Promise<void> }> {
  const user = await createThrowAwayUser(target)
  try {
    const roles = {
      anon: client(target),
      plain: await signedIn(target, user),
      admin: await signedIn(target, target.admin),
      service: client(target, target.serviceKey),
      user,
    }
    return { ...roles, release: () => user.remove() }
  } catch (error) {
    await user.remove()
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
