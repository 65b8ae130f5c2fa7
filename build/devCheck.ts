import { fileURLToPath } from 'node:url'
import type { Plugin, ViteDevServer } from 'vite'
import type { checkContent, ContentReport } from '../engine/files/check'

/**
 * The check and its schemas load in the dev server's module graph, not with vite.config.ts: the config stays
 * small enough for Node to load as it is (Vite's `configLoader: 'native'`), and an edited schema needs no restart.
 */
const checkModule = fileURLToPath(new URL('../engine/files/check.ts', import.meta.url))

/** The check's report on the dev server's content, each file read through its module graph. */
async function devReport(server: ViteDevServer): Promise<ContentReport> {
  const check = ((await server.ssrLoadModule(checkModule)) as { checkContent: typeof checkContent }).checkContent
  return check(server.config.root, async (file) => ((await server.ssrLoadModule(`/${file}`)) as { default: unknown }).default)
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page `npm run dev` shows instead of the site while content has errors: the check's own lines. */
function contentErrorPage(report: ContentReport): string {
  const list = (lines: string[]) => `<ul>${lines.map((line) => `<li><pre>${escapeHtml(line)}</pre></li>`).join('')}</ul>`
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erro no conteúdo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#231f1b}pre{white-space:pre-wrap;margin:0}li{margin:.5rem 0}h2{margin-top:2rem}</style></head>
<body><h1>O conteúdo tem ${report.errors.length === 1 ? 'um erro' : `${report.errors.length} erros`}</h1>
<p>Cada linha diz o arquivo, o campo e o que fazer. Corrija, salve e recarregue esta página. Os mesmos erros aparecem em <code>npm run conteudo:verificar</code>.</p>
${list(report.errors)}${report.warnings.length ? `<h2>Avisos (não impedem a publicação)</h2>${list(report.warnings)}` : ''}
</body></html>`
}

/**
 * Dev server only: before any page is rendered, checks the content as `npm run conteudo:verificar` does and,
 * on an error, answers with the messages instead of a broken page; warnings go to the terminal once each.
 */
export function contentCheckInDev(): Plugin {
  let lastWarnings = ''
  return {
    name: 'site:content-check',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        devReport(server)
          .then((report) => {
            const warnings = report.warnings.join('\n')
            if (warnings && warnings !== lastWarnings) server.config.logger.warn(report.warnings.map((line) => `aviso: ${line}`).join('\n'))
            lastWarnings = warnings
            if (!report.errors.length) return next()
            res.statusCode = 500
            res.setHeader('content-type', 'text/html; charset=utf-8')
            res.end(contentErrorPage(report))
          })
          .catch(next)
      })
    },
  }
}
