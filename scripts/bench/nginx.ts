import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../stack/index.ts'

const NGINX = '/usr/sbin/nginx'

/** Debian's nginx-light, installed with apt-get when it is missing (the bench's yardstick, never the site's server). */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX
  console.log('bench: installing nginx-light with apt-get (the yardstick for static files)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env })
  return NGINX
}

/**
 * nginx's ordinary static set-up, on a free loopback port, in the foreground: the same `dist/client`, pages
 * found as `<path>/index.html`, the build's `.gz` files served as they are (`gzip_static`), keep-alive
 * connections kept as long as Node keeps them, one worker per core.
 */
function config(root: string, dir: string, port: number): string {
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `${user}
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`
}

/** A running nginx serving `root`, and how to stop it. */
export interface Nginx {
  url: string
  stop(): Promise<void>
}

/** Starts nginx on `root` and resolves once it answers. */
export async function startNginx(root: string): Promise<Nginx> {
  const binary = ensureNginx()
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'))
  const port = await freePort()
  await writeFile(join(dir, 'nginx.conf'), config(resolve(root), dir, port))
  const child: ChildProcess = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exit = new Promise((done) => child.once('exit', done))
      child.kill('SIGQUIT')
      await exit
    }
    await rm(dir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break
    const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.body?.cancel().then(() => true),
      () => false,
    )
    if (answered) return { url, stop }
    await new Promise((done) => setTimeout(done, 100))
  }
  await stop()
  throw new Error(`nginx did not answer on ${url}`)
}
