import type { Plugin } from 'vite'
import { contentMessages } from '../engine/content/catalogue.ts'

/** The header of the request scripts/dev.ts makes itself as it starts, which prepares the preview. */
export const warmUpHeader = 'x-preview-warm-up'

const { waiting } = contentMessages.preview

/** A page that says what is happening and asks again every few seconds, until the preview answers itself. */
const waitingPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="3"><title>${waiting.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#231f1b}</style></head>
<body><h1>${waiting.title}</h1><p>${waiting.text}</p></body></html>`

/**
 * Dev server only: while the server's own first request prepares the preview (minutes on a busy machine), a page
 * the browser asks for answers at once with a pt-BR word of what is happening and asks again every few seconds,
 * instead of a blank tab that waits with no word; once that request is answered, every page goes to the site.
 */
export function previewWarmUp(): Plugin {
  let preparing = false
  return {
    name: 'site:preview-warm-up',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.headers[warmUpHeader]) {
          preparing = true
          res.on('close', () => (preparing = false))
          return next()
        }
        if (!preparing || req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        res.statusCode = 503
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('retry-after', '3')
        res.end(waitingPage)
      })
    },
  }
}
