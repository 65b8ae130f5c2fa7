import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { checkContent } from '../engine/files/check'

/** `npm run conteudo:verificar`: checks every content file in seconds, without a build; exit code 1 on an error. */
const root = process.cwd()
const report = await checkContent(
  root,
  async (file) => ((await import(pathToFileURL(resolve(root, file)).href)) as { default: unknown }).default,
)

for (const warning of report.warnings) console.warn(`aviso: ${warning}`)
for (const error of report.errors) console.error(`erro: ${error}`)
if (report.errors.length) {
  console.error(
    `\n${report.errors.length} ${report.errors.length === 1 ? 'erro' : 'erros'} no conteúdo: corrija e rode de novo (npm run conteudo:verificar).`,
  )
  process.exit(1)
}
console.log(
  `Conteúdo certo${report.warnings.length ? ` (${report.warnings.length} ${report.warnings.length === 1 ? 'aviso' : 'avisos'}, que não impedem a publicação)` : ''}.`,
)
