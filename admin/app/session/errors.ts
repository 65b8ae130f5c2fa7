import type { AuthError } from '@supabase/supabase-js'
import { UPLOAD_FORMATS } from '../data/image'

/** What the admin says when the server cannot be reached. */
export const UNREACHABLE = 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.'

/** Code of a delete for good that found no such post in the trash (RLS deletes nothing rather than fail). */
export const NOT_IN_TRASH = 'not_in_trash'

/** What the admin says to a signed-in user who is not in public.admins. */
export const NOT_ADMIN = 'Esta conta não tem acesso ao painel do blog.'

const SESSION_ENDED = 'Sua sessão terminou. Entre novamente.'

/** The literal members of a union that also admits any string: auth-js types a code as `ErrorCode | (string & {})`. */
type Known<T> = T extends string ? (string extends T ? never : T) : never

/**
 * Supabase Auth's error codes: auth-js' `ErrorCode`, which it does not export by name (`NonNullable` of the code's
 * type collapses to `string`, so the literals are picked out of the union instead).
 */
type AuthCode =
  | Known<AuthError['code']>
  // Answered by Auth when a password change lacks or misses the current one (tests/contract/auth.test.ts), and not in
  // auth-js' list yet.
  | 'current_password_required'
  | 'current_password_invalid'

/** Supabase Auth's codes in the owner's words: a code Auth does not have fails the typecheck. */
const authMessages = {
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_not_confirmed: 'Este e-mail ainda não foi confirmado.',
  user_banned: 'Esta conta está bloqueada.',
  weak_password: 'Senha fraca: use uma senha mais longa, com letras e números.',
  same_password: 'A nova senha precisa ser diferente da atual.',
  current_password_required: 'Informe a senha atual.',
  current_password_invalid: 'A senha atual está incorreta.',
  over_request_rate_limit: 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.',
  over_email_send_rate_limit: 'Muitos e-mails enviados. Aguarde alguns minutos e tente de novo.',
  mfa_verification_failed: 'Código incorreto. Confira no aplicativo e digite o código que aparece agora.',
  mfa_verification_rejected:
    'Muitos códigos errados seguidos: por segurança, a sessão foi encerrada. Espere 10 minutos e entre de novo com a senha e o código.',
  mfa_challenge_expired: 'O código demorou demais para ser confirmado. Digite o código que aparece agora.',
  mfa_factor_not_found: 'Este aparelho não está mais cadastrado. Atualize a página.',
  insufficient_aal: 'Sua conta tem verificação em duas etapas: digite também o código que o aplicativo mostra agora.',
  too_many_enrolled_mfa_factors:
    'Já há aparelhos demais cadastrados. Para trocar de aparelho, desative a verificação em duas etapas e ative de novo com os aparelhos que vai usar.',
  session_not_found: SESSION_ENDED,
  refresh_token_not_found: SESSION_ENDED,
  refresh_token_already_used: SESSION_ENDED,
  bad_jwt: SESSION_ENDED,
} satisfies Partial<Record<AuthCode, string>>

/** PostgreSQL/PostgREST codes and Storage status codes, in the owner's words. */
const dataMessages: Record<string, string> = {
  PGRST301: SESSION_ENDED,
  PGRST303: SESSION_ENDED,
  '42501': 'Sua conta não tem permissão para esta ação.',
  [NOT_IN_TRASH]: 'Este post não está mais na lixeira: atualize a página.',
  '23505': 'Já existe um post com este endereço.',
  '23514': 'Um dos campos não foi aceito; confira e tente de novo.',
  '403': 'Sua conta não tem permissão para enviar imagens.',
  '409': 'Já existe uma imagem com este nome.',
  '413': 'A imagem passou do tamanho máximo aceito.',
  '415': `Formato de imagem não aceito. Use ${UPLOAD_FORMATS.names}.`,
}

const messages: Record<string, string> = { ...authMessages, ...dataMessages }

type ErrorShape = { name?: unknown; code?: unknown; statusCode?: unknown; status?: unknown; message?: unknown }

/** Why a Supabase call failed, said in pt-BR; network failures and unknown errors get a general message. */
export function errorMessage(error: unknown): string {
  const shape: ErrorShape = error && typeof error === 'object' ? error : {}
  if (isUnreachable(shape)) return UNREACHABLE
  const key = [shape.code, shape.statusCode].find((value) => typeof value === 'string' && value in messages) as string | undefined
  if (key) return messages[key] as string
  const status = typeof shape.status === 'number' ? shape.status : 0
  return status >= 500 ? 'O servidor encontrou um erro. Tente de novo em instantes.' : 'Algo deu errado. Tente de novo.'
}

const LINK_EXPIRED = 'Este link de recuperação é inválido ou expirou. Peça um novo.'

/** Supabase Auth's error codes in a failed recovery link, in the owner's words. */
const linkMessages: Record<string, string> = {
  otp_expired: LINK_EXPIRED,
  otp_disabled: 'A recuperação de senha está desativada neste projeto.',
  over_request_rate_limit: 'Muitas tentativas seguidas. Aguarde um pouco e peça um novo link.',
} satisfies Partial<Record<AuthCode, string>>

/**
 * What the new-password screen says about the recovery link it was opened with: a known message for the
 * link's error code. The link's own description is never shown, since anyone can write a link.
 */
export function recoveryLinkMessage(code: string | null): string {
  return (code && Object.hasOwn(linkMessages, code) ? linkMessages[code] : undefined) ?? LINK_EXPIRED
}

/** Whether a write failed because another post already has the slug. */
export function isSlugClash(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as ErrorShape).code === '23505')
}

function isUnreachable(error: ErrorShape): boolean {
  // supabase-js: auth-js' retryable error, storage-js' unknown error, postgrest-js' status 0 with an empty code.
  if (error.name === 'AuthRetryableFetchError' || error.name === 'StorageUnknownError' || error.name === 'TypeError') return true
  return error.status === 0 && error.code === ''
}

/** Said after a change when the site did not confirm it dropped its cached blog reads. */
export const SITE_NOT_REFRESHED = 'O site não confirmou a atualização: a mudança pode levar até 5 minutos para aparecer no blog.'
