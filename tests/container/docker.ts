import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs the docker CLI and returns its output; a failure throws with docker's own message. */
export async function docker(...args: string[]): Promise<string> {
  // The classic builder: what Debian's docker.io has, and the same image as BuildKit's for this Dockerfile.
  const { stdout } = await run('docker', args, { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, DOCKER_BUILDKIT: '0' } })
  return stdout.trim()
}

/** Whether a docker daemon answers here. */
export function dockerAnswers(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0
}

/** What a site container is started with. */
export type Instance = { name: string; image: string; port: number; env: Record<string, string> }

/**
 * Starts a site container as a platform would: the read-only root filesystem, no capabilities, host networking
 * (dockerd runs here without a bridge), the server on 127.0.0.1:`port`.
 */
export function startInstance({ name, image, port, env }: Instance): Promise<string> {
  const variables = Object.entries({ ...env, PORT: String(port), HOST: '127.0.0.1' }).flatMap(([key, value]) => ['-e', `${key}=${value}`])
  return docker('run', '-d', '--name', name, '--network', 'host', '--read-only', '--cap-drop', 'ALL', ...variables, image)
}

/** Asks the server's health path until it answers 200; throws with the container's log past `attempts` tries. */
export async function waitUntilHealthy(name: string, port: number, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} never became healthy:\n${await docker('logs', name).catch(String)}`)
}

/** `docker stop` (SIGTERM, then SIGKILL after `grace` seconds): how long it took and the exit code. */
export async function stopInstance(name: string, grace = 20): Promise<{ seconds: number; exitCode: number }> {
  const started = performance.now()
  await docker('stop', '-t', String(grace), name)
  const seconds = (performance.now() - started) / 1000
  const exitCode = Number(await docker('inspect', '-f', '{{.State.ExitCode}}', name))
  return { seconds, exitCode }
}
