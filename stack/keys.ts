import { SignJWT, jwtVerify, type JWTPayload } from 'jose'

/** The claims the gateway and PostgREST read from a token. */
export interface Claims extends JWTPayload {
  role: string
  sub?: string
  email?: string
  session_id?: string
}

/** Fixed dates keep the API keys identical across restarts of the same data directory. */
const KEYS_ISSUED_AT = Date.UTC(2025, 0, 1) / 1000
const KEYS_EXPIRE_AT = Date.UTC(2035, 0, 1) / 1000

/** Lifetime of an access token, in seconds (Supabase's default). */
export const ACCESS_TOKEN_TTL = 3600

const encode = (secret: string) => new TextEncoder().encode(secret)

/** Signs an API key (like Supabase's anon and service_role keys) for `role`. */
export function signApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-local', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(KEYS_ISSUED_AT)
    .setExpirationTime(KEYS_EXPIRE_AT)
    .sign(encode(secret))
}

/** Signs a signed-in user's access token with the claims Supabase Auth puts in it. */
export function signAccessToken(secret: string, issuer: string, claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims, aal: 'aal1', is_anonymous: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL)
    .sign(encode(secret))
}

/** Verifies an HS256 token signed with the stack's secret; null when invalid or expired. */
export async function verifyToken(secret: string, token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, encode(secret), { algorithms: ['HS256'] })
    return typeof payload.role === 'string' ? (payload as Claims) : null
  } catch {
    return null
  }
}
