import type { MiddlewareHandler } from 'hono'

/** The tag Vike writes for a page's entry script (vike's inferHtmlTags.js); a nonce-carrying tag is left as it is. */
const entryScript = /(<script src="[^"]+" type="module" async)>/g

/**
 * Asks the browser to fetch a public page's one script at low priority. It only adds behaviours once the page
 * has loaded, yet as a module script it is fetched at high priority, beside the hero image, and Lighthouse's
 * simulation then counts its download towards the first paint.
 */
export function lowPriorityEntryScript(html: string): string {
  return html.replace(entryScript, '$1 fetchpriority="low">')
}

/** The same for every page the server renders (the build does it for the prerendered ones). */
export const lowPriorityEntryScripts: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  const headers = new Headers(c.res.headers)
  headers.delete('content-length')
  c.res = new Response(lowPriorityEntryScript(await c.res.text()), { status: c.res.status, headers })
}
