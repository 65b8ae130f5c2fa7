import { randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * Creates (or finds) the user through the Auth admin API (service key) and, for an admin, adds its row to
 * public.admins; an existing user's password is left as it was.
 */
export async function createUser(client: SupabaseClient, address: string, secret: string, admin: boolean) {
  const result = await client.auth.admin.createUser({ email: address, password: secret, email_confirm: true })
  if (result.error && result.error.code !== 'email_exists') throw result.error
  const id = result.data.user?.id ?? (await findUserId(client, address))
  if (!id) throw new Error(`Auth says ${address} exists, but its user list does not have it`)
  if (admin) {
    const { error } = await client.from('admins').upsert({ user_id: id }, { onConflict: 'user_id', ignoreDuplicates: true })
    if (error) throw new Error(`public.admins: ${error.message}`)
  }
  return { id, created: !result.error }
}

/** The id of the user with this email, found through the Auth admin API's list; null when there is none. */
export async function findUserId(client: SupabaseClient, address: string): Promise<string | null> {
  const perPage = 1000
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage })
    if (error) throw error
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === address.toLowerCase())
    if (user) return user.id
    if (data.users.length < perPage) return null
  }
}

/**
 * Removes every second factor of the user with this email through the Auth admin API (service key), as the hosted
 * dashboard does: the owner's way back in when the phone with her authenticator app is lost. The user and how many
 * it removed; null when no user has this email.
 */
export async function removeSecondFactors(client: SupabaseClient, address: string): Promise<{ userId: string; removed: number } | null> {
  const userId = await findUserId(client, address)
  if (!userId) return null
  const { data, error } = await client.auth.admin.mfa.listFactors({ userId })
  if (error) throw error
  for (const factor of data.factors) {
    const { error: failed } = await client.auth.admin.mfa.deleteFactor({ userId, id: factor.id })
    if (failed) throw failed
  }
  return { userId, removed: data.factors.length }
}

/**
 * What a removed factor must not leave behind: ends every session of the user (a password-only one an attacker kept
 * would otherwise become an admin's) and replaces the password with a random one nobody keeps, so the owner chooses
 * a new one through a recovery link. How many sessions it ended.
 */
export async function endSessionsAndPassword(client: SupabaseClient, userId: string): Promise<number> {
  const { error } = await client.auth.admin.updateUserById(userId, { password: `${randomBytes(32).toString('base64url')}aZ9!` })
  if (error) throw error
  const { data, error: failed } = await client.rpc('end_user_sessions', { target: userId })
  if (failed) throw new Error(`public.end_user_sessions: ${failed.message}`)
  return Number(data)
}
