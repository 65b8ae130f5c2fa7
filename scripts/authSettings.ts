import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { mfaHookIsOn } from './mfaHookProbe.ts'

/** Where a project's Auth is reached, with the service key (its admin API). */
export interface AuthProject {
  url: string
  serviceKey: string
}

/** One dashboard setting that differs from what the site expects: what, where, and the value to set. */
export interface SettingToChange {
  what: string
  where: string
  value: string
  /** Offered only on some plans: recommended, never waited for. */
  ifPlanOffers?: true
}

/** The longest access token the admin's security rests on (docs/security.md, 'Hosted Supabase's, and the settings the project must have'). */
const ACCESS_TOKEN_SECONDS = 300
const MIN_PASSWORD_LENGTH = 8

/**
 * Observes a project's Auth settings from outside, through a throw-away user that is deleted afterwards: the
 * access token's lifetime (a sign-in's `expires_in`), the minimum password length (a 7-character password
 * refused on creation, or flagged `weak_password` at sign-in), whether a signed-in session needs the current
 * password to change it, the recovery link's allow-list (generate_link returns the redirect it kept, sending no
 * email), and whether the MFA verification attempt hook is on. Returns what is still to change in the dashboard.
 */
export async function authSettingsToChange(project: AuthProject, siteUrl: string | undefined): Promise<SettingToChange[]> {
  const email = `preparar-${randomBytes(6).toString('hex')}@example.com`
  const short = randomBytes(6)
    .toString('base64url')
    .slice(0, MIN_PASSWORD_LENGTH - 1)
  const long = randomBytes(18).toString('base64url')
  const changes: SettingToChange[] = []
  const shortTry = await auth(project, 'POST', '/admin/users', { email, password: short, email_confirm: true })
  const refusedShort = shortTry.body.error_code === 'weak_password' || shortTry.body.code === 'weak_password'
  if (!shortTry.ok && !refusedShort) throw new Error(`Auth recusou criar o usuário de teste: ${describe(shortTry.body)}`)
  const created = refusedShort ? await auth(project, 'POST', '/admin/users', { email, password: long, email_confirm: true }) : shortTry
  if (!created.ok) throw new Error(`Auth recusou criar o usuário de teste: ${describe(created.body)}`)
  try {
    const signIn = await auth(project, 'POST', '/token?grant_type=password', { email, password: refusedShort ? long : short })
    if (!signIn.ok || !signIn.body.access_token) throw new Error(`o usuário de teste não conseguiu entrar: ${describe(signIn.body)}`)
    if (!refusedShort && !signIn.body.weak_password) {
      changes.push({
        what: 'Tamanho mínimo da senha',
        where: 'Authentication → Sign In / Providers → Email → Minimum password length',
        value: String(MIN_PASSWORD_LENGTH),
      })
    }
    if ((signIn.body.expires_in ?? 0) > ACCESS_TOKEN_SECONDS) {
      changes.push({
        what: `Validade do token de acesso (hoje ${signIn.body.expires_in} s)`,
        where: 'Project Settings → JWT Keys → Access token expiry time',
        value: `${ACCESS_TOKEN_SECONDS} segundos`,
      })
    }
    const change = await auth(project, 'PUT', '/user', { password: `${long}x` }, signIn.body.access_token)
    if (change.ok) {
      changes.push({
        what: 'Pedir a senha atual para trocar a senha',
        where: 'Authentication → Sign In / Providers → Email → Require current password when updating',
        value: 'ligado (e "Secure password change" desligado)',
      })
    }
    if (siteUrl) changes.push(...(await redirectChanges(project, email, siteUrl)))
    if (!(await mfaHookIsOn((method, path, body) => auth(project, method, path, body, signIn.body.access_token)))) {
      changes.push({
        what: 'Limite de códigos errados da verificação em duas etapas',
        where: 'Authentication → Auth Hooks → Add hook → MFA verification attempt → Postgres, schema public, hook_mfa_verification_attempt',
        value: 'ligado',
        ifPlanOffers: true,
      })
    }
  } finally {
    await auth(project, 'DELETE', `/admin/users/${created.body.id}`)
  }
  return changes
}

/** The Site URL and the Redirect URLs, read from what generate_link keeps of three requested redirects. */
async function redirectChanges(project: AuthProject, email: string, siteUrl: string): Promise<SettingToChange[]> {
  const site = new URL(siteUrl)
  const newPassword = new URL('/admin/nova-senha', site).href
  const kept = async (redirectTo?: string) => {
    const link = await auth(project, 'POST', '/admin/generate_link', { type: 'recovery', email, redirect_to: redirectTo })
    if (!link.ok) throw new Error(`Auth recusou gerar um link de recuperação: ${describe(link.body)}`)
    return link.body.redirect_to ?? ''
  }
  const where = 'Authentication → URL Configuration'
  const changes: SettingToChange[] = []
  if (new URL(await kept()).origin !== site.origin) changes.push({ what: 'Site URL', where: `${where} → Site URL`, value: site.origin })
  if ((await kept(newPassword)) !== newPassword) {
    changes.push({ what: 'Endereço da nova senha', where: `${where} → Redirect URLs → Add URL`, value: newPassword })
  }
  const stranger = 'https://example.org/admin/nova-senha'
  if ((await kept(stranger)) === stranger) {
    changes.push({
      what: 'Endereços de outros sites aceitos',
      where: `${where} → Redirect URLs`,
      value: `apague todos menos ${newPassword}`,
    })
  }
  return changes
}

/** The fields of Supabase Auth's answers these checks read (a user, a session, a link or an error). */
const answerSchema = z.looseObject({
  id: z.string().optional(),
  access_token: z.string().optional(),
  expires_in: z.number().optional(),
  weak_password: z.unknown().optional(),
  redirect_to: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  error_code: z.string().optional(),
  message: z.string().optional(),
  msg: z.string().optional(),
})

interface AuthAnswer {
  ok: boolean
  body: z.infer<typeof answerSchema>
}

async function auth(project: AuthProject, method: string, path: string, body?: object, token = project.serviceKey): Promise<AuthAnswer> {
  const response = await fetch(`${project.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: project.serviceKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      // Errors as `{ code, message }`, as supabase-js asks for them.
      'x-supabase-api-version': '2024-01-01',
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  const parsed = answerSchema.safeParse(text ? JSON.parse(text) : {})
  return { ok: response.ok && parsed.success, body: parsed.data ?? { message: text.slice(0, 200) } }
}

function describe(body: AuthAnswer['body']): string {
  return body.msg ?? body.message ?? JSON.stringify(body)
}
