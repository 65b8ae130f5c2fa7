import pg from 'pg'

/** A mistake in one of the owner's values, said in pt-BR and naming the setting: shown as is, never as a stack trace. */
export class Slip extends Error {}

/** A pt-BR line naming the setting behind a failed database connection (wrong password, wrong host, no answer). */
export function databaseSlip(error: unknown): Slip {
  const { code, message, hostname } = (error ?? {}) as { code?: string; message?: string; hostname?: string }
  const text = String(message ?? error)
  if (code === '28P01')
    return new Slip(
      'DATABASE_URL: a senha do banco não confere. Use a senha que você escolheu ao criar o projeto (ou gere outra em Project Settings → Database → Reset database password).',
    )
  if (code === 'ENOTFOUND')
    return new Slip(
      `DATABASE_URL: o endereço do banco (${hostname ?? '?'}) não existe. Se a senha tem @, # ou /, troque-a (Project Settings → Database → Reset database password, só letras e números); senão copie de novo em Connect → Session pooler.`,
    )
  if (/tenant or user not found/i.test(text))
    return new Slip('DATABASE_URL: o usuário do endereço não é deste projeto: copie o endereço de novo em Connect → Session pooler.')
  if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || /timeout/i.test(text))
    return new Slip('DATABASE_URL: o banco não respondeu. Confira o endereço (Connect → Session pooler) e a sua internet, e rode de novo.')
  return new Slip(`DATABASE_URL: o banco recusou a conexão (${text}).`)
}

/** Connects to the database once (15 s at most) and runs `work`; a failed connection becomes a Slip. */
export async function withDatabase<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 })
  try {
    await db.connect()
  } catch (error) {
    await db.end().catch(() => undefined)
    throw databaseSlip(error)
  }
  try {
    return await work(db)
  } finally {
    await db.end().catch(() => undefined)
  }
}

/**
 * Asks the project whether it takes this key, as what the setting needs: the anon key reads the blog's posts, the
 * service key lists Auth's users. A Slip names the setting when the key, or the URL, is refused.
 */
export async function checkKeyWithProject(url: string, name: 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY', key: string) {
  const path = name === 'SUPABASE_ANON_KEY' ? '/rest/v1/posts?select=slug&limit=1' : '/auth/v1/admin/users?page=1&per_page=1'
  let status: number
  try {
    const response = await fetch(`${url}${path}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(15_000),
    })
    status = response.status
    await response.body?.cancel()
  } catch {
    throw new Slip(`SUPABASE_URL: ${url} não respondeu. Confira o endereço (Project Settings → Data API → Project URL) e a sua internet.`)
  }
  if (status === 401 || status === 403)
    throw new Slip(
      name === 'SUPABASE_ANON_KEY'
        ? `SUPABASE_ANON_KEY: o projeto ${url} não aceitou esta chave: copie a chave anon (ou publishable) deste projeto em Project Settings → API Keys.`
        : `SUPABASE_SERVICE_ROLE_KEY: o projeto ${url} não aceitou esta chave como chave de serviço ("User not allowed"): copie a service_role (ou secret) deste projeto em Project Settings → API Keys.`,
    )
}

/** A Slip for an error of Auth's admin API while preparing (supabase-js's AuthApiError), naming the setting to check. */
export function authSlip(error: unknown): unknown {
  const { status, message } = (error ?? {}) as { status?: number; message?: string }
  if (status === 401 || status === 403)
    return new Slip(
      `SUPABASE_SERVICE_ROLE_KEY: o Supabase recusou a chave (${message ?? status}): use a service_role (ou secret) deste projeto, não a anon.`,
    )
  if (status === 404 || (status && message === '{}'))
    return new Slip('SUPABASE_URL: o endereço não leva ao Auth do Supabase: use só https://<código>.supabase.co, sem /rest/v1/ no fim.')
  return error
}
