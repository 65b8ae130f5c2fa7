import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * Creates (or finds) the user through the Auth admin API (service key) and, for an admin, adds its row to
 * public.admins; an existing user's password is left as it was.
 */
export async function createUser(client: SupabaseClient, address: string, secret: string, admin: boolean) {
  const result = await client.auth.admin.createUser({ email: address, password: secret, email_confirm: true })
  if (result.error && result.error.code !== 'email_exists') throw result.error
  const id = result.data.user?.id ?? (await findUserId(client, address))
  if (admin) {
    const { error } = await client.from('admins').upsert({ user_id: id }, { onConflict: 'user_id', ignoreDuplicates: true })
    if (error) throw new Error(`public.admins: ${error.message}`)
  }
  return { id, created: !result.error }
}

async function findUserId(client: SupabaseClient, address: string): Promise<string> {
  const perPage = 1000
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage })
    if (error) throw error
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === address.toLowerCase())
    if (user) return user.id
    if (data.users.length < perPage) throw new Error(`${address} existe, mas não foi encontrado na lista de usuários`)
  }
}
