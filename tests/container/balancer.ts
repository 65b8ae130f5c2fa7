import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A running load balancer and how to stop it. */
export type Balancer = { port: number; stop(): Promise<void>; problems(): string[] }

/**
 * nginx in front of the instances, as a platform's proxy is: round robin over keep-alive connections, a request
 * whose instance refuses or drops the connection (one being replaced) retried on the other, and the client's
 * address appended to X-Forwarded-For (after whatever the client sent), as Fly's proxy does. It connects to the
 * instances from 127.0.0.1, the address their TRUSTED_PROXIES names.
 */
export async function startBalancer(port: number, upstreams: readonly number[]): Promise<Balancer> {
  const folder = mkdtempSync(join(tmpdir(), 'balancer-'))
  // nginx's workers run as an unprivileged user when it is started as root: they need to reach their temp folders.
  chmodSync(folder, 0o755)
  // No passive marking (max_fails=0): a platform's balancer follows the health path instead, and nginx marking the
  // instance being replaced down for a while, then the other one as it stops, left no instance to send to (502).
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ')
  writeFileSync(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream site {
    ${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after 1,000 requests by default, racing the client's next request (a reset
    # that is the test's own, not the site's): autocannon's four connections make thousands each.
    keepalive_requests 1000000;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_bind 127.0.0.1;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  )
  const nginx: ChildProcess = spawn('nginx', ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (attempt > 100 || nginx.exitCode !== null) throw new Error('nginx did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    /** nginx's error log past the refused connections a stopped instance causes (those it retries elsewhere). */
    problems: () =>
      readFileSync(join(folder, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.includes('Connection refused')),
    async stop() {
      nginx.kill('SIGTERM')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
