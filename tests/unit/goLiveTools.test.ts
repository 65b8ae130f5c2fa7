import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOrInstall, run } from '../../scripts/go-live/tools.ts'

/** GitHub's release API and downloads, served locally: the latest flyctl and gh, each a tar.gz as their releases ship it. */
const work = mkdtempSync(join(tmpdir(), 'ferramentas-'))
const requests: string[] = []
let server: Server

function tarball(file: string, program: string): Buffer {
  const folder = mkdtempSync(join(work, 'pacote-'))
  mkdirSync(join(folder, file, '..'), { recursive: true })
  writeFileSync(join(folder, file), `#!/bin/sh\necho "${program} version 9.9.9"\n`, { mode: 0o755 })
  execFileSync('tar', ['-czf', join(folder, 'out.tar.gz'), '-C', folder, file.split('/')[0] ?? file])
  return readFileSync(join(folder, 'out.tar.gz'))
}

const arch = process.arch === 'x64' ? { fly: 'x86_64', gh: 'amd64' } : { fly: 'arm64', gh: 'arm64' }
const files: Record<string, Buffer | object> = {
  '/repos/superfly/flyctl/releases/latest': { tag_name: 'v0.3.200' },
  [`/superfly/flyctl/releases/download/v0.3.200/flyctl_0.3.200_Linux_${arch.fly}.tar.gz`]: tarball('flyctl', 'flyctl'),
  '/repos/cli/cli/releases/latest': { tag_name: 'v2.80.0' },
  [`/cli/cli/releases/download/v2.80.0/gh_2.80.0_linux_${arch.gh}.tar.gz`]: tarball(`gh_2.80.0_linux_${arch.gh}/bin/gh`, 'gh'),
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const body = files[request.url ?? '']
    if (!body) return response.writeHead(404).end()
    response.end(Buffer.isBuffer(body) ? body : JSON.stringify(body))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  process.env.GO_LIVE_RELEASES = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  delete process.env.GO_LIVE_RELEASES
  delete process.env.GO_LIVE_TOOLS
  rmSync(work, { recursive: true, force: true })
})

describe("the go-live command's programs", () => {
  it("installs the latest fly and gh into the project's tool folder, once, and runs them by their path", async () => {
    const tools = join(work, 'bin')
    process.env.GO_LIVE_TOOLS = tools
    const fly = await findOrInstall('fly', work)
    const gh = await findOrInstall('gh', work)
    expect([fly, gh]).toEqual([join(tools, 'fly'), join(tools, 'gh')])
    expect((await run(fly, ['version'])).stdout).toBe('flyctl version 9.9.9\n')
    expect((await run(gh, ['--version'])).stdout).toBe('gh version 9.9.9\n')
    const downloads = requests.length
    expect(await findOrInstall('fly', work)).toBe(fly)
    expect(requests).toHaveLength(downloads)
  }, 30_000)
})
