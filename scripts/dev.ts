import { dev } from 'vike/api'

/**
 * `npm run dev`: the site with hot reload, for the owner to preview edits. It listens on this computer only
 * (Vike would open it to every network in a container or on CI), or on the local network too with
 * `npm run dev -- --host`; PORT picks the port as it does for `npm start`. It prints one pt-BR line: Vite and
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
const network = exposed && urls?.network.length ? `\nNa rede local: ${urls.network.join(' ')}` : ''
process.stdout.write(
  `\nPrévia do site em ${local} — salve um arquivo e a página se atualiza; Ctrl+C para parar.\n` +
    `Painel do blog em ${local}/admin${network}\n\n`,
)
