import { launchReport } from '../launchReport.ts'
import { ensureBackupKey } from './backupKey.ts'
import { createApp, deployToken, flySignIn, setFlySecrets } from './fly.ts'
import { ghSignIn, repository, setRepositorySettings, startPublish, unsentChanges } from './github.ts'
import { applyMigrations, dashboardChanges, ensureOwner } from './prepare.ts'
import { askNewPassword, createPrompt } from './prompt.ts'
import { settingProblem } from './shapes.ts'
import { readState, saveState, type StepName } from './state.ts'
import { Slip } from './supabase.ts'
import { findOrInstall } from './tools.ts'
import { askChecked, askSupabase } from './values.ts'

/**
 * `npm run site:colocar-no-ar`: from empty Supabase, Fly.io and GitHub accounts to the first publish, asking for each
 * value (keys and passwords hidden, checked as they come) and setting them where they go: Fly.io's secrets, GitHub's
 * Secrets and Variables. Run again, it skips what is done (scripts/go-live/state.ts) and goes on; `--refazer` redoes all.
 */
const root = process.cwd()
const state = process.argv.includes('--refazer') ? { done: {} } : readState(root)
const prompt = createPrompt()
const save = () => saveState(root, state)
let number = 0
const step = (title: string) => console.log(`\n${++number}. ${title}`)
const skip = (name: StepName, what: string) => state.done[name] && (console.log(`   ${what}: já feito numa vez anterior.`), true)
const finish = (name: StepName) => ((state.done[name] = true), save())

try {
  console.log('Colocar o site no ar. Pode parar a qualquer momento (Ctrl+C): rodando de novo, o que já foi feito não se repete.')
  step('Programas da Fly.io e do GitHub')
  const fly = await findOrInstall('fly', root)
  const gh = await findOrInstall('gh', root)
  console.log(`   fly: ${fly}\n   gh: ${gh}`)

  step('Suas contas')
  await flySignIn(fly, prompt.terminal)
  await ghSignIn(gh, prompt.terminal)
  state.repo = await repository(gh, root)
  save()

  step('O endereço do site')
  state.siteUrl = new URL(
    await askChecked(
      prompt,
      '   Endereço do site (SITE_URL), ex.: https://www.seu-dominio.com.br ',
      (value) => settingProblem('SITE_URL', value),
      {
        kept: state.siteUrl,
      },
    ),
  ).origin
  save()

  step('A hospedagem na Fly.io')
  if (!skip('app', `App ${state.app}`)) {
    state.app = await createApp(fly, prompt, root)
    finish('app')
  }
  const app = state.app ?? ''

  step('O projeto do Supabase (os valores ficam só na memória deste comando)')
  const before: StepName[] = ['database', 'owner', 'dashboard', 'flySecrets', 'github']
  const values = await askSupabase(
    prompt,
    state.supabaseUrl,
    before.some((name) => !state.done[name]),
  )
  state.supabaseUrl = values.SUPABASE_URL
  save()
  const {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey = '',
    DATABASE_URL: databaseUrl = '',
  } = values

  step('Preparar o banco: migrações')
  if (!skip('database', 'Migrações')) await applyMigrations(databaseUrl).then(() => finish('database'))

  step('Sua conta do painel do blog')
  if (!skip('owner', `Conta ${state.email}`)) {
    state.email = await askChecked(prompt, '   Seu e-mail (para entrar no painel do blog): ', (value) =>
      /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? null : 'não parece um e-mail.',
    )
    const password = await askNewPassword(prompt, '   Senha do painel (não aparece enquanto você digita; mínimo 8 caracteres): ')
    if (password === null) throw new Slip('Faltou a senha do painel: rode de novo.')
    await ensureOwner(url, serviceKey, state.email, password)
    finish('owner')
  }

  step('Configurações do login no painel do Supabase')
  if (!skip('dashboard', 'Configurações do login')) {
    for (;;) {
      if (!(await dashboardChanges(url, serviceKey, state.siteUrl)).length) {
        finish('dashboard')
        break
      }
      const answer = await prompt.ask('   Mude esses itens no painel e aperte Enter para conferir de novo (ou digite depois para seguir): ')
      if (answer === null || answer.toLowerCase() === 'depois') break
    }
  }

  step('Os segredos do servidor na Fly.io')
  if (!skip('flySecrets', 'Segredos da Fly.io'))
    await setFlySecrets(fly, app, {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      SITE_REPOSITORY: state.repo ?? '',
    }).then(() => finish('flySecrets'))

  step('Os segredos e as variáveis do GitHub')
  if (!skip('github', `Ajustes de ${state.repo}`)) {
    const secrets = { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey, DATABASE_URL: databaseUrl }
    const token = await deployToken(fly, app)
    await setRepositorySettings(gh, state.repo, { ...secrets, FLY_API_TOKEN: token }, { FLY_APP: app, SITE_URL: state.siteUrl })
    finish('github')
  }

  step('A chave das cópias de segurança')
  await ensureBackupKey(gh, state.repo, prompt)

  step('Conferir o lançamento, com os valores de produção')
  const report = await launchReport(root, { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey })
  for (const line of [...report.items, ...report.notes.map((note) => `nota: ${note}`)]) console.log(`   ${line}`)
  if (report.items.length || !report.databaseRead)
    throw new Slip(
      `${report.items.length === 1 ? 'Falta 1 item' : `Faltam ${report.items.length} itens`} antes de publicar: resolva cada um e rode npm run site:colocar-no-ar de novo.`,
    )
  console.log('   Tudo pronto para publicar: nenhum valor de exemplo no conteúdo nem post de exemplo publicado no banco.')

  step('A primeira publicação')
  const watch = `https://github.com/${state.repo}/actions/workflows/publicar.yml`
  if (await unsentChanges(root)) {
    console.log('   Suas mudanças ainda não estão no GitHub. No VS Code: Controle do Código-Fonte → Confirmar → Sincronizar')
    console.log(`   Alterações (veja Publicar no guia). Isso envia e publica; acompanhe em ${watch}`)
  } else if (!skip('publish', 'Publicação')) {
    console.log(`   Publicação começada: acompanhe em ${await startPublish(gh, state.repo)} (cerca de 30 minutos).`)
    finish('publish')
  } else console.log(`   Acompanhe em ${watch}`)
  console.log(
    `\nQuando a bolinha ficar verde, o site abre em https://${app}.fly.dev e o painel em /admin.\n` +
      `Depois dessa primeira publicação, o domínio (só então a Fly.io tem os endereços dele):\n` +
      `   ${fly} certs add ${new URL(state.siteUrl).host} --app ${app}\n` +
      `e crie no Registro.br (DNS → Editar zona) o registro que ele mostrar; veja "O domínio" no guia.`,
  )
  if (!state.done.dashboard) console.log('Falta ainda mudar as configurações do login listadas acima no painel do Supabase.')
} catch (error) {
  console.log(`\n${error instanceof Slip ? error.message : `Erro inesperado: ${String(error)}`}`)
  console.log('Parado aqui. Rode npm run site:colocar-no-ar de novo quando tiver corrigido: o que já foi feito não se repete.')
  process.exitCode = 1
} finally {
  prompt.close()
}
