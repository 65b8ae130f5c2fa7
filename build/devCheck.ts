import type { Plugin } from 'vite'
import { contentMessages } from '../engine/content/catalogue.ts'
import { problemText, type ContentProblem, type ContentReport } from '../engine/content/report.ts'
import { stageRun, type StageRun } from './stageRun.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page `npm run dev` shows for a page its content keeps from showing: the check's own lines, with their frames. */
function contentErrorPage(report: ContentReport, errors: ContentProblem[], page?: string): string {
  const words = contentMessages.errorPage
  const item = ({ text, frame }: ContentProblem) => `<li><p>${escapeHtml(text)}</p>${frame ? `<pre>${escapeHtml(frame)}</pre>` : ''}</li>`
  const list = (problems: ContentProblem[]) => `<ul>${problems.map(item).join('')}</ul>`
  const warnings = report.warnings.filter((warning) => !page || warning.file === errors[0]?.file)
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#231f1b}p{margin:0;overflow-wrap:anywhere}pre{font:14px/1.45 ui-monospace,monospace;background:#f4efe8;padding:.75rem;margin:.5rem 0 0;overflow-x:auto}li{margin:1rem 0}ul{padding-left:1.25rem}h2{margin-top:2rem}</style></head>
<body><h1>${escapeHtml(words.heading(errors.length, page))}</h1>
<p>${escapeHtml(words.lead(page))}</p>
${list(errors)}${warnings.length ? `<h2>${words.warnings}</h2>${list(warnings)}` : ''}
</body></html>`
}

/** The errors that keep the page at `path` from showing: those of a file every page reads, else that page's own. */
function errorsFor(report: ContentReport, path: string): { errors: ContentProblem[]; page?: string } {
  const everywhere = report.errors.filter((error) => !error.page)
  if (everywhere.length) return { errors: report.errors }
  return { errors: report.errors.filter((error) => error.page === path), page: path }
}

/**
 * Dev server only: before any page is rendered, takes the content stage's report (stageRun.ts, shared with the
 * content plugin, content.ts), run once per save as `npm run conteudo:verificar` runs it. A page
 * whose own file has errors answers with them instead of the page, in pt-BR, while every other page still renders
 * (loadSite leaves the broken file out of the preview); an error in a file every page reads answers on every page.
 * The report goes to the terminal once each time it changes (on a save, or on a page's request), and the build
 * tools' own English errors about a content file are left out: the owner reads the report, a developer still sees
 * every other error.
 */
export function contentCheckInDev(run: StageRun = stageRun()): Plugin {
  let lastPrinted = ''
  return {
    name: 'site:content-check',
    apply: 'serve',
    configResolved(config) {
      run.settle({ root: config.root, preview: config.mode === 'development' })
    },
    configureServer(server) {
      const { logger } = server.config
      const check = () =>
        run.current().then(({ stage: { report } }) => {
          const { summary } = contentMessages
          const printed = [
            ...report.errors.map((p) => summary.error(problemText(p))),
            ...report.warnings.map((p) => summary.warning(problemText(p))),
          ]
          if (printed.join('\n') !== lastPrinted && printed.length) logger.warn(printed.join('\n'))
          lastPrinted = printed.join('\n')
          return report
        })
      quietAboutContent()
      // The report as the owner saves a content file, before the page is asked for again.
      server.watcher.on('change', (file) => {
        if (file.startsWith(`${server.config.root.replace(/\/$/, '')}/content/`)) check().catch(() => undefined)
      })
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        check()
          .then((report) => {
            const path = new URL(req.url ?? '/', 'http://localhost').pathname
            const { errors, page } = errorsFor(report, path)
            if (!errors.length) return next()
            res.statusCode = 500
            res.setHeader('content-type', 'text/html; charset=utf-8')
            res.end(contentErrorPage(report, errors, page))
          })
          .catch(next)
      })
    },
  }
}

let quieted = false

/** A file of the owner's content named in printed text, as Vite, Rolldown and Vike name it. */
const contentFileNamed = /(^|[\s/[(])content\/[\w./-]+\.ts/

/**
 * Leaves out of the terminal what the build tools print, in English, about a content file that does not parse or
 * load (a transform error, a failed reload, Vike's hint below it): the report says it in pt-BR with the line to
 * fix. Anything else, a developer's error included, is printed as it is.
 */
function quietAboutContent(): void {
  if (quieted) return
  quieted = true
  const write = process.stderr.write.bind(process.stderr)
  let dropped = false
  process.stderr.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    const ours = /^(erro|aviso): /m.test(text)
    dropped = !ours && (contentFileNamed.test(text) || (dropped && text.includes('vike.dev/debug')))
    return dropped ? true : write(chunk, ...rest)
  }
}
