import { launchReport } from './launchReport'

/**
 * `npm run lancamento:verificar`: lists what is still an example or missing before the site goes live, one
 * `arquivo: campo: o que fazer` line each; exit code 1 while anything is left, or while the blog's database was not
 * read (SUPABASE_URL and SUPABASE_ANON_KEY, as the server reads them, once they are of the right shape): only then
 * is the site ready.
 */
const report = await launchReport(process.cwd(), process.env)
for (const item of report.items) console.log(item)
for (const note of report.notes) console.log(`nota: ${note}`)
if (report.items.length) {
  console.log(
    `\n${report.items.length === 1 ? 'Falta 1 item' : `Faltam ${report.items.length} itens`} antes de publicar: resolva e rode de novo (npm run lancamento:verificar).`,
  )
  process.exit(1)
}
if (!report.databaseRead) {
  console.log(
    '\nConteúdo sem exemplos, mas os posts do banco NÃO foram conferidos: rode de novo com SUPABASE_URL e SUPABASE_ANON_KEY do servidor antes de publicar (npm run site:colocar-no-ar faz isso com os valores de produção).',
  )
  process.exit(1)
}
console.log('Tudo pronto para publicar: nenhum valor de exemplo no conteúdo nem post de exemplo publicado no banco.')
