import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { contentMessages } from '../engine/content/catalogue'
import { checkContent } from '../engine/content/check'
import { problemText } from '../engine/content/report'

/** `npm run conteudo:verificar`: checks every content file in seconds, without a build; exit code 1 on an error. */
const root = process.cwd()
const report = await checkContent(
  root,
  async (file) => ((await import(pathToFileURL(resolve(root, file)).href)) as { default: unknown }).default,
)
const { summary } = contentMessages

for (const warning of report.warnings) console.warn(summary.warning(problemText(warning)))
for (const error of report.errors) console.error(summary.error(problemText(error)))
if (report.errors.length) {
  console.error(summary.failed(report.errors.length))
  process.exit(1)
}
console.log(summary.passed(report.warnings.length))
