import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A complete but minimal page: what Lighthouse measures on it is the machine's and Chromium's own cost. */
const FLOOR_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Piso</title><link rel="icon" href="data:,"><meta name="description" content="Página mínima: o piso das medidas."></head><body><h1>Olá</h1><p>Uma página sem estilo, imagem nem script.</p></body></html>`

/**
 * Serves the minimal page on a free loopback port. Its Lighthouse row is the floor of the table: on a slow or busy
 * machine, Chromium's own start of a page (creating the document's script context) can already count as blocking
 * time once Lighthouse multiplies it by its 4× CPU slowdown.
 */
export async function startFloorPage(): Promise<{ url: string; stop(): Promise<void> }> {
  // The page alone: Lighthouse's SEO audit also reads /robots.txt, which must not answer with the page.
  const server = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
