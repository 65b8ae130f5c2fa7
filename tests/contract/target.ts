import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'

/** A Supabase project to hold to the contract, and what the contract needs of it. */
export interface ContractTarget {
  kind: 'local stack' | 'hosted project'
  url: string
  anonKey: string
  /** Creates and deletes the throw-away users and admins; never sent anywhere but the project's admin API. */
  serviceKey: string
  /** The project's Auth → Site URL: recovery links may land only on its origin. */
  siteUrl: string
  /** Whether the MFA verification attempt hook (public.hook_mfa_verification_attempt) is turned on in Auth Hooks. */
  mfaHook: boolean
}

/** An email and a password to sign in with. */
export interface Login {
  email: string
  password: string
}

const hostedEnvSchema = z.object({
  CONTRACT_SUPABASE_URL: z.url(),
  CONTRACT_ANON_KEY: z.string().min(1),
  CONTRACT_SERVICE_KEY: z.string().min(1),
  CONTRACT_SITE_URL: z.url(),
  CONTRACT_MFA_HOOK: z.enum(['on', 'off']).default('off'),
})

/** The hosted project the environment names, or null when CONTRACT_SUPABASE_URL is unset; a partial set is an error. */
export function hostedTarget(env: NodeJS.ProcessEnv): ContractTarget | null {
  if (!env.CONTRACT_SUPABASE_URL) return null
  const parsed = hostedEnvSchema.safeParse(env)
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`CONTRACT_SUPABASE_URL is set, so the contract runs against that project and needs: ${missing}`)
  }
  const e = parsed.data
  return {
    kind: 'hosted project',
    url: e.CONTRACT_SUPABASE_URL.replace(/\/+$/, ''),
    anonKey: e.CONTRACT_ANON_KEY,
    serviceKey: e.CONTRACT_SERVICE_KEY,
    siteUrl: e.CONTRACT_SITE_URL,
    mfaHook: e.CONTRACT_MFA_HOOK === 'on',
  }
}

/** A supabase-js client of the target that keeps its session in memory only and never refreshes on its own. */
export function client(target: ContractTarget, key = target.anonKey): SupabaseClient {
  return createClient(target.url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
}

/** A client signed in with email and password. */
export async function signedIn(target: ContractTarget, login: Login): Promise<SupabaseClient> {
  const signed = client(target)
  const { error } = await signed.auth.signInWithPassword(login)
  if (error) throw new Error(`${login.email} could not sign in: ${error.message}`)
  return signed
}

/** A confirmed user who is not an admin, made through Auth's admin API, and the way to delete them. */
export interface ThrowAwayUser extends Login {
  id: string
  remove(): Promise<void>
}

/** The shape of every throw-away user's address: what a later run deletes if this one was interrupted. */
export const THROW_AWAY_ADDRESS = /^contract-[0-9a-f-]{36}@example\.com$/

/** Creates a throw-away non-admin user (`contract-<uuid>@example.com`); call `remove()` in afterAll. */
export async function createThrowAwayUser(target: ContractTarget): Promise<ThrowAwayUser> {
  const admin = client(target, target.serviceKey).auth.admin
  const login = { email: `contract-${randomUUID()}@example.com`, password: `contrato-${randomUUID()}` }
  const { data, error } = await admin.createUser({ ...login, email_confirm: true })
  if (error) throw new Error(`the throw-away user could not be created: ${error.message}`)
  const id = data.user.id
  return {
    ...login,
    id,
    async remove() {
      const { error: failed } = await admin.deleteUser(id)
      if (failed) throw new Error(`the throw-away user ${login.email} (${id}) could not be deleted: ${failed.message}`)
    },
  }
}

/** A throw-away user listed in public.admins, with no factor yet (the row goes with the user); call `remove()`. */
export async function createThrowAwayAdmin(target: ContractTarget): Promise<ThrowAwayUser> {
  const admin = await createThrowAwayUser(target)
  const { error } = await client(target, target.serviceKey).from('admins').insert({ user_id: admin.id })
  if (error) {
    await admin.remove()
    throw new Error(`the throw-away admin could not be listed: ${error.message}`)
  }
  return admin
}

/** `name-<uuid>`: a slug or a file name no other run uses. */
export function unique(name: string): string {
  return `${name}-${randomUUID()}`
}

/** The claims of a JWT, read without checking its signature (the target checks it). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? ''
  return z.record(z.string(), z.unknown()).parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
}

/** Follows a recovery link for `email` as a browser would, up to where it lands; the session rides in the fragment. */
export async function followRecoveryLink(target: ContractTarget, email: string, redirectTo: string): Promise<URL> {
  const { data, error } = await client(target, target.serviceKey).auth.admin.generateLink({
    type: 'recovery',
    email,
    options: { redirectTo },
  })
  if (error) throw error
  const answer = await fetch(data.properties.action_link, { redirect: 'manual' })
  await answer.body?.cancel()
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`the recovery link answered ${answer.status}, not a redirect`)
  return new URL(answer.headers.get('location') ?? '')
}

/** A client holding the recovery session a followed recovery link landed with. */
export async function recoverySession(target: ContractTarget, landed: URL): Promise<SupabaseClient> {
  const fragment = new URLSearchParams(landed.hash.slice(1))
  const recovering = client(target)
  const { error } = await recovering.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  })
  if (error) throw error
  return recovering
}
