import { performance } from 'node:perf_hooks'
import { dev } from 'vike/api'
import { warmUpHeader } from '../build/devWarmUp'
import { contentMessages } from '../engine/content/catalogue'

/**
 * `npm run dev`: the site with hot reload, for the owner to preview edits. It listens on this computer only
 * (Vike would open it to every network in a container or on CI), or on the local network too with
 * `npm run dev -- --host`; PORT picks the port as it does for `npm start`. It prints its own pt-BR lines: Vite and
 * Vike print their start-up banner, every request, reload and dependency optimisation on `console.log`, which
 * this process therefore silences; warnings and errors (`console.warn`, `console.error`) still show.
 */
const exposed = process.argv.slice(2).includes('--host')
console.log = () => undefined

const { viteServer } = await dev({
  viteConfig: { server: { host: exposed ? true : 'localhost', port: Number(process.env.PORT) || 3000 } },
})
const urls = viteServer.resolvedUrls
const local = urls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost'
const { preview } = contentMessages
const network = exposed && urls?.network.length ? `\n${preview.network(urls.network)}` : ''
process.stdout.write(`\n${preview.address(local)}\n${preview.panel(local)}${network}\n\n${preview.preparing}\n`)

// Vite prepares the pages and encodes the photos on the first request, minutes on a slow machine: the server asks
// for the home page itself, so the owner reads in the terminal when the preview is ready, and a tab opened before
// that says what is happening (build/devWarmUp.ts).
const started = performance.now()
await fetch(`${local}/`, { headers: { accept: 'text/html', [warmUpHeader]: '1' }, signal: AbortSignal.timeout(15 * 60_000) }).then(
  (answer) => answer.arrayBuffer(),
  () => undefined,
)
process.stdout.write(`${preview.ready(Math.round((performance.now() - started) / 1000))}\n\n`)
