import { contentMessages } from '../engine/content/catalogue'
import { problemText } from '../engine/content/report'
import { contentStage, importFromDisk } from '../engine/content/stage'

/** `npm run conteudo:verificar`: the content stage the build runs, without a build: in seconds; exit code 1 on an error. */
const root = process.cwd()
const { report } = await contentStage(root, { preview: false }, importFromDisk(root))
const { summary } = contentMessages

for (const warning of report.warnings) console.warn(summary.warning(problemText(warning)))
for (const error of report.errors) console.error(summary.error(problemText(error)))
if (report.errors.length) {
  console.error(summary.failed(report.errors.length))
  process.exit(1)
}
console.log(summary.passed(report.warnings.length))
