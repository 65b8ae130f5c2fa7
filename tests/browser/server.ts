import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts the production build (dist/server/index.mjs) and resolves once it answers. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['dist/server/index.mjs'], { env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] })
  const url = `http://localhost:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`production server exited with ${child.exitCode}`)
    const ok = await fetch(url).then(() => true, () => false)
    if (ok) return { url, process: child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error('production server did not start')
}
