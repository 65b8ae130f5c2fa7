import type { SupabaseClient } from '@supabase/supabase-js'
import { unwrap } from '../../result'

/** Whether the signed-in user is listed in public.admins, the only users RLS lets write. */
export async function isAdmin(client: SupabaseClient): Promise<boolean> {
  return unwrap(await client.rpc('is_admin')) === true
}
