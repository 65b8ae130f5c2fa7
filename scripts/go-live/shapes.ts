import { apiKeyLines, apiKeyRole, jwtClaims } from '../../server/apiKeys.ts'

/**
 * The shape of each production setting, checked without reaching any service: shared by the guided go-live command
 * (scripts/go-live/) and the workflow's settings check (scripts/check-settings.ts), which runs with plain Node before
 * `npm ci`, so this module and what it imports use no npm package. Each problem is one pt-BR line naming the setting.
 */
export const settingNames = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DATABASE_URL',
  'FLY_API_TOKEN',
  'FLY_APP',
  'SITE_URL',
  'BACKUP_AGE_RECIPIENT',
] as const

/** One production setting's name. */
export type SettingName = (typeof settingNames)[number]

const PASSWORD_HELP =
  'gere uma senha nova só com letras e números em Project Settings → Database → Reset database password (ou troque @ por %40, # por %23, / por %2F e : por %3A)'

/** The problem with one setting's value, or null when its shape is right; `others` gives the project URL for cross-checks. */
export function settingProblem(name: SettingName, value: string, others: Partial<Record<SettingName, string>> = {}): string | null {
  const problem = checks[name](value.trim(), others)
  return problem && `${name}: ${problem}`
}

/** The project's reference, the `<código>` of https://<código>.supabase.co, when the URL is a hosted project's. */
export function projectRef(url: string | undefined): string | null {
  return /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(url?.trim() ?? '')?.[1] ?? null
}

/** The local stack runs on this computer: its addresses are right for rehearsals and tests. */
export const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]'

const parse = (value: string) => {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

type Check = (value: string, others: Partial<Record<SettingName, string>>) => string | null

const checks: Record<SettingName, Check> = {
  SUPABASE_URL: (value) => {
    const url = parse(value)
    const where = 'copie a Project URL em Project Settings → Data API (ou no botão Connect)'
    if (!url) return `não é um endereço: ${where}.`
    const dashboard = /^\/dashboard\/project\/([a-z0-9]+)/.exec(url.pathname)
    if (url.hostname.endsWith('supabase.com'))
      return `é o endereço do painel, não o do projeto: use ${dashboard ? `https://${dashboard[1]}.supabase.co` : 'https://<código>.supabase.co'}.`
    if (url.pathname !== '/' || url.search || url.hash)
      return `tem "${url.pathname}${url.search}" depois do endereço: use só ${url.origin}.`
    if (isLoopback(url.hostname)) return null
    if (url.protocol !== 'https:' || !/^[a-z0-9]+\.supabase\.co$/.test(url.hostname))
      return `não é o endereço de um projeto do Supabase (https://<código>.supabase.co): ${where}.`
    return null
  },
  SUPABASE_ANON_KEY: (value, others) => keyProblem('SUPABASE_ANON_KEY', value, others.SUPABASE_URL),
  SUPABASE_SERVICE_ROLE_KEY: (value, others) => keyProblem('SUPABASE_SERVICE_ROLE_KEY', value, others.SUPABASE_URL),
  DATABASE_URL: (value, others) => {
    const scheme = /^postgres(?:ql)?:\/\//.exec(value)
    const where = 'copie o endereço em Connect → Session pooler'
    if (!scheme) return `não é o endereço de um banco (postgresql://…): ${where}.`
    if (value.includes('[YOUR-PASSWORD]')) return 'ainda tem [YOUR-PASSWORD]: troque pela senha do banco.'
    const rest = value.slice(scheme[0].length)
    const userInfo = rest.slice(0, Math.max(rest.lastIndexOf('@'), 0))
    const password = userInfo.slice(userInfo.indexOf(':') + 1)
    const breaking = [...new Set(password.match(/[@#/?:\s]|%(?![0-9a-fA-F]{2})/g) ?? [])]
    if (breaking.length) return `a senha do banco tem ${breaking.join(' ')}, que quebra o endereço: ${PASSWORD_HELP}.`
    const url = parse(value)
    if (!url?.hostname) return `não é um endereço de banco válido: ${where}.`
    if (isLoopback(url.hostname)) return null
    if (/^db\.[a-z0-9]+\.supabase\.co$/.test(url.hostname))
      return `é a conexão direta, que só funciona por IPv6 (o GitHub não a alcança): ${where}.`
    if (!url.hostname.endsWith('.pooler.supabase.com')) return `não é um endereço de banco do Supabase: ${where}.`
    if (url.port === '6543') return 'é o Transaction pooler (porta 6543): use o Session pooler (porta 5432), em Connect → Session pooler.'
    const ref = projectRef(others.SUPABASE_URL)
    const user = decodeURIComponent(url.username)
    if (ref && user !== `postgres.${ref}`) return `é de outro projeto (usuário ${user}, e não postgres.${ref}): ${where} deste projeto.`
    const sslmode = url.searchParams.get('sslmode')
    if (sslmode !== 'no-verify')
      return sslmode ? `troque sslmode=${sslmode} por sslmode=no-verify.` : 'acrescente ?sslmode=no-verify no fim.'
    return null
  },
  FLY_API_TOKEN: (value) =>
    /^(FlyV1 fm\d_|fm\d_|fo1_)\S{20,}/.test(value) && !/\s/.test(value.replace(/^FlyV1 /, ''))
      ? null
      : 'não é um token da Fly.io inteiro: rode fly tokens create deploy e copie a linha inteira (começa com FlyV1).',
  FLY_APP: (value) =>
    /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(value)
      ? null
      : 'o nome do app da Fly.io tem só letras minúsculas, números e hífens (o mesmo da linha app = do fly.toml).',
  SITE_URL: (value) => {
    const url = parse(value)
    if (url && isLoopback(url.hostname) && url.pathname === '/') return null
    if (!url || url.protocol !== 'https:' || !url.hostname.includes('.'))
      return 'use o endereço do site com https://, por exemplo https://www.seu-dominio.com.br.'
    if (url.pathname !== '/' || url.search || url.hash) return `tem "${url.pathname}" depois do domínio: use só ${url.origin}.`
    return null
  },
  BACKUP_AGE_RECIPIENT: (value) =>
    value.startsWith('AGE-SECRET-KEY-')
      ? 'é a chave secreta das cópias, que nunca vai no GitHub: apague-a de lá já e faça um par novo com npm run copia:nova-chave (a secreta vai só no seu gerenciador de senhas).'
      : /^age1[02-9ac-hj-np-z]{58}$/.test(value)
        ? null
        : 'não é a chave pública das cópias (age1… com 62 letras e números): copie-a de novo, ou faça um par novo com npm run copia:nova-chave.',
}

function keyProblem(name: 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY', key: string, supabaseUrl: string | undefined): string | null {
  if (/\s/.test(key)) return 'tem espaços ou quebras de linha: copie a chave de novo com o botão de copiar do painel.'
  const [roleLine] = apiKeyLines({ [name]: key })
  const other = name === 'SUPABASE_ANON_KEY' ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_ANON_KEY'
  const swapped = apiKeyRole(key) === (name === 'SUPABASE_ANON_KEY' ? 'service_role' : 'anon')
  if (roleLine) return `${roleLine.slice(`${name}: `.length)}${swapped ? ` (esta é a que vai em ${other}: estão trocadas?)` : ''}`
  const keyRef = jwtClaims(key)?.ref
  const ref = projectRef(supabaseUrl)
  if (ref && typeof keyRef === 'string' && keyRef !== ref)
    return `é de outro projeto do Supabase (${keyRef}), não de ${ref}: copie a chave deste projeto em Project Settings → API Keys.`
  return null
}
