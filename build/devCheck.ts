import { fileURLToPath } from 'node:url'
import type { Plugin, ViteDevServer } from 'vite'
import type { contentMessages as Messages } from '../engine/files/catalogue'
import type { checkContent } from '../engine/files/check'
import { problemText, type ContentProblem, type ContentReport } from '../engine/files/report'

/**
 * The check and its schemas load in the dev server's module graph, not with vite.config.ts: the config stays
 * small enough for Node to load as it is (Vite's `configLoader: 'native'`), and an edited schema needs no restart.
 */
const checkModule = fileURLToPath(new URL('../engine/files/check.ts', import.meta.url))
const catalogueModule = fileURLToPath(new URL('../engine/files/catalogue.ts', import.meta.url))

type Check = { report: ContentReport; messages: typeof Messages }

/** The check's report on the dev server's content, each file read through its module graph, and its wording. */
async function devReport(server: ViteDevServer): Promise<Check> {
  const check = ((await server.ssrLoadModule(checkModule)) as { checkContent: typeof checkContent }).checkContent
  const { contentMessages } = (await server.ssrLoadModule(catalogueModule)) as { contentMessages: typeof Messages }
  const report = await check(server.config.root, async (file) => ((await server.ssrLoadModule(`/${file}`)) as { default: unknown }).default)
  return { report, messages: contentMessages }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page `npm run dev` shows for a page its content keeps from showing: the check's own lines, with their frames. */
function contentErrorPage({ report, messages }: Check, errors: ContentProblem[], page?: string): string {
  const words = messages.errorPage
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
 * Dev server only: before any page is rendered, checks the content as `npm run conteudo:verificar` does. A page
 * whose own file has errors answers with them instead of the page, in pt-BR, while every other page still renders
 * (loadSite leaves the broken file out of the preview); an error in a file every page reads answers on every page.
 * The report goes to the terminal once each time it changes, and the build tools' own English errors about a
 * content file are left out: the owner reads the report, a developer still sees every other error.
 */
export function contentCheckInDev(): Plugin {
  let lastPrinted = ''
  let contentFolder = ''
  return {
    name: 'site:content-check',
    apply: 'serve',
    configResolved(config) {
      contentFolder = `${config.root.replace(/\/$/, '')}/content/`
    },
    configureServer(server) {
      const { logger } = server.config
      const { error } = logger
      logger.error = (message, options) => {
        const about = `${message}\n${options?.error?.message ?? ''}\n${options?.error?.stack ?? ''}`
        if (!about.includes(contentFolder)) error(message, options)
      }
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        devReport(server)
          .then((check) => {
            const { report, messages } = check
            const printed = [
              ...report.errors.map((p) => messages.summary.error(problemText(p))),
              ...report.warnings.map((p) => messages.summary.warning(problemText(p))),
            ].join('\n')
            if (printed && printed !== lastPrinted) logger.warn(printed)
            lastPrinted = printed
            const path = new URL(req.url ?? '/', 'http://localhost').pathname
            const { errors, page } = errorsFor(report, path)
            if (!errors.length) return next()
            res.statusCode = 500
            res.setHeader('content-type', 'text/html; charset=utf-8')
            res.end(contentErrorPage(check, errors, page))
          })
          .catch(next)
      })
    },
  }
}
