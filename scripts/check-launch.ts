import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { demoPostLines, seedSlugs } from '../blog/data/demoPosts'
import { launchItems } from '../engine/launch/check'
import { apiKeyLines } from '../server/apiKeys'
import { serverSettings } from '../server/env'

/**
 * `npm run lancamento:verificar`: lists what is still an example or missing before the site goes live, one
 * `arquivo: campo: o que fazer` line each; exit code 1 while anything is left, or while the blog's database was not
 * read (SUPABASE_URL and SUPABASE_ANON_KEY, as the server reads them, once its keys are of the roles the server
 * requires): only then is the site ready.
 */
const root = process.cwd()
const seed = resolve(root, 'supabase/seed.sql')
const database = serverSettings(process.env).supabase
const keys = apiKeyLines(process.env)
const [content, posts] = await Promise.all([
  launchItems(root, async (file) => ((await import(pathToFileURL(resolve(root, file)).href)) as { default: unknown }).default),
  keys.length ? { items: keys, notes: [] } : demoPostLines(database, existsSync(seed) ? seedSlugs(readFileSync(seed, 'utf8')) : []),
])
const report = { items: [...content, ...posts.items], notes: posts.notes }

for (const item of report.items) console.log(item)
for (const note of report.notes) console.log(`nota: ${note}`)
if (report.items.length) {
  console.log(
    `\n${report.items.length === 1 ? 'Falta 1 item' : `Faltam ${report.items.length} itens`} antes de publicar: resolva e rode de novo (npm run lancamento:verificar).`,
  )
  process.exit(1)
}
if (!database) {
  console.log(
    '\nConteúdo sem exemplos, mas os posts do banco NÃO foram conferidos: rode de novo com SUPABASE_URL e SUPABASE_ANON_KEY do servidor antes de publicar.',
  )
  process.exit(1)
}
console.log('Tudo pronto para publicar: nenhum valor de exemplo no conteúdo nem post de exemplo publicado no banco.')
