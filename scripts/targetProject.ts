import { startStackForCommand } from '../stack/index.ts'
import type { LocalStack } from '../stack/index.ts'

/**
 * The project an owner's command works on: the hosted one named by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, else
 * the running local stack, else a local stack started now (`stack` is then set: stop it when done).
 */
export async function targetProject(): Promise<{ url: string; serviceKey: string; stack?: LocalStack }> {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = process.env
  if (url && serviceKey) return { url, serviceKey }
  const { stack } = await startStackForCommand({ quiet: true })
  return { url: stack.url, serviceKey: stack.serviceKey, stack }
}
