import { fileURLToPath } from 'node:url'
import { settingProblem, type SettingName } from './go-live/shapes.ts'

/**
 * `npm run ajustes:conferir`: the publishing workflow's first step (plain Node, before `npm ci`). Checks that every
 * repository setting the workflow needs is there, in the right tab (Secrets or Variables) and of the right shape,
 * and stops in seconds with a pt-BR `::error` per setting, naming it and where to fix it.
 *
 * Convention: the workflow passes each setting both ways. A secret comes as NAME (`secrets.NAME`) and VAR_NAME
 * (`vars.NAME`); a variable as NAME (`vars.NAME`) and SECRET_NAME (`secrets.NAME`). So NAME holds the value from its
 * right tab, and the other one says whether it was created in the wrong tab.
 */
const settings: { name: SettingName; tab: 'Secrets' | 'Variables'; required: boolean }[] = [
  { name: 'SUPABASE_URL', tab: 'Secrets', required: true },
  { name: 'SUPABASE_ANON_KEY', tab: 'Secrets', required: true },
  { name: 'SUPABASE_SERVICE_ROLE_KEY', tab: 'Secrets', required: false },
  { name: 'DATABASE_URL', tab: 'Secrets', required: true },
  { name: 'FLY_API_TOKEN', tab: 'Secrets', required: true },
  { name: 'FLY_APP', tab: 'Variables', required: true },
  { name: 'SITE_URL', tab: 'Variables', required: true },
  { name: 'BACKUP_AGE_RECIPIENT', tab: 'Variables', required: true },
]

/** Where each tab is in GitHub's settings: secrets in the environment production (docs/security.md, 'Workflows'). */
const PLACE = {
  Secrets:
    'Settings → Environments → production → Environment secrets (num repositório privado do plano Free, que não tem Environments: Settings → Secrets and variables → Actions, aba Secrets)',
  Variables: 'Settings → Secrets and variables → Actions, aba Variables',
} as const
const BUTTON = { Secrets: 'Add environment secret (ou New repository secret)', Variables: 'New repository variable' } as const
const FIX = 'Depois, Re-run jobs (ou, no seu computador, npm run site:colocar-no-ar, que faz esses ajustes).'

/** The pt-BR problems of an environment such as process.env, one `{ title, message }` per setting. */
export function settingsProblems(env: Record<string, string | undefined>): { title: string; message: string }[] {
  const values = Object.fromEntries(settings.map(({ name }) => [name, env[name]?.trim() ?? '']))
  return settings.flatMap(({ name, tab, required }) => {
    const value = values[name] ?? ''
    const wrongTab = tab === 'Secrets' ? 'Variables' : 'Secrets'
    const misplaced = Boolean(env[`${tab === 'Secrets' ? 'VAR' : 'SECRET'}_${name}`]?.trim())
    const [kind, it, made] = tab === 'Secrets' ? ['um segredo', 'o', 'criado'] : ['uma variável', 'a', 'criada']
    if (misplaced && !value)
      return [
        {
          title: `${name} está na aba errada`,
          message: `${name} foi ${made} na aba ${wrongTab}, mas é ${kind}: apague-${it} de ${PLACE[wrongTab]} e crie-${it} em ${PLACE[tab]}.`,
        },
      ]
    if (misplaced)
      return [
        {
          title: `${name} repetido`,
          message: `${name} está nas duas abas: apague o de ${PLACE[wrongTab]} (fica o de ${PLACE[tab]}).`,
        },
      ]
    if (!value)
      return required
        ? [{ title: `Falta ${name}`, message: `Falta ${kind}, ${name}: crie-${it} em ${PLACE[tab]}, botão ${BUTTON[tab]}.` }]
        : []
    const problem = settingProblem(name, value, values)
    return problem ? [{ title: `${name} errado`, message: `${problem} Troque o valor em ${PLACE[tab]}.` }] : []
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = settingsProblems(process.env)
  for (const { title, message } of problems) console.log(`::error title=${title}::${message} ${FIX}`)
  if (problems.length) process.exit(1)
  console.log('Segredos e variáveis do repositório conferidos.')
}
