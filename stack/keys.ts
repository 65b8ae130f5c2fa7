import { SignJWT, jwtVerify, type JWTPayload } from 'jose'

/** The claims the gateway and PostgREST read from a token. */
export interface Claims extends JWTPayload {
  role: string
  sub?: string
  email?: string
  session_id?: string
  /** Authenticator assurance level: aal1 after a password, aal2 once a second factor is verified. */
  aal?: 'aal1' | 'aal2'
}

/** Fixed dates keep the API keys identical across restarts of the same data directory. */
const KEYS_ISSUED_AT = Date.UTC(2025, 0, 1) / 1000
const KEYS_EXPIRE_AT = Date.UTC(2035, 0, 1) / 1000

/**
 * Lifetime of an access token, in seconds: the low end of what Supabase advises (5 minutes to 1 hour), since a
 * token outlives its sign-out or password change until it expires; supabase-js refreshes it 90 s before.
 */
export const ACCESS_TOKEN_TTL = 300

/** The API keys' issuer: not the auth URL, so the keys stay the same when the stack moves to another port. */
const API_KEY_ISSUER = 'supabase-local'

/** The audience Supabase Auth gives signed-in users' access tokens. */
const USER_AUDIENCE = 'authenticated'

/** What a token is checked against: the stack's secret and the auth URL that issues access tokens. */
export interface TokenIssuer {
  jwtSecret: string
  issuer: string
}

const encode = (secret: string) => new TextEncoder().encode(secret)

/** Signs an API key (like Supabase's anon and service_role keys) for `role`. */
export function signApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: API_KEY_ISSUER, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(KEYS_ISSUED_AT)
    .setExpirationTime(KEYS_EXPIRE_AT)
    .sign(encode(secret))
}

/** Signs a signed-in user's access token with the claims Supabase Auth puts in it. */
export function signAccessToken(secret: string, issuer: string, claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ aal: 'aal1', ...claims, is_anonymous: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(USER_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL)
    .sign(encode(secret))
}

/**
 * Verifies an HS256 token signed with the stack's secret: one of the API keys, or an access token of
 * this stack's auth for a signed-in user. Null for anything else: invalid, expired, another issuer or
 * audience, or a database role other than the API's.
 */
export async function verifyToken(keys: TokenIssuer, token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, encode(keys.jwtSecret), { algorithms: ['HS256'] })
    return isApiKey(payload) || isAccessToken(payload, keys.issuer) ? (payload as Claims) : null
  } catch {
    return null
  }
}

function isApiKey(payload: JWTPayload): boolean {
  return payload.iss === API_KEY_ISSUER && payload.aud === undefined && (payload.role === 'anon' || payload.role === 'service_role')
}

function isAccessToken(payload: JWTPayload, issuer: string): boolean {
  return payload.iss === issuer && payload.aud === USER_AUDIENCE && payload.role === 'authenticated' && typeof payload.sub === 'string'
}
