import { execFileSync } from 'node:child_process'
import type { Plugin } from 'vite'

/** The commit a build is made from: its date (ISO 8601) and the first line of its message. */
export interface SiteVersion {
  date: string
  message: string
}

/**
 * SITE_COMMIT_DATE and SITE_COMMIT_MESSAGE when given (the image's build arguments: a Docker build sees no
 * `.git`), else the checkout's last commit; null outside a clone.
 */
export function readSiteVersion(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): SiteVersion | null {
  if (env.SITE_COMMIT_DATE) return { date: env.SITE_COMMIT_DATE, message: env.SITE_COMMIT_MESSAGE ?? '' }
  try {
    const log = execFileSync('git', ['log', '-1', '--format=%cI%n%s'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const [date = '', message = ''] = log.split('\n')
    return date ? { date, message } : null
  } catch {
    return null
  }
}

/**
 * Bakes the version into the build as `import.meta.env.SITE_VERSION` (JSON), so the admin of a running server
 * says which commit is live. Builds only: the preview (`npm run dev`) is not the live site.
 */
export const siteVersionPlugin = (): Plugin => ({
  name: 'site:version',
  apply: 'build',
  config: () => ({ define: { 'import.meta.env.SITE_VERSION': JSON.stringify(JSON.stringify(readSiteVersion())) } }),
})
