import type { Plugin } from 'vite'
import { runProjectScript } from './projectScript.ts'

/**
 * Production builds for a real address only (SITE_URL set): prints what `npm run lancamento:verificar` lists,
 * so nobody publishes example content without seeing it. A warning, not a failure: the build goes on. Without
 * SITE_URL (development, tests, the shipped example) the build stays quiet.
 */
export function launchCheckOnBuild(): Plugin {
  let root = process.cwd()
  return {
    name: 'site:launch-check',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async closeBundle() {
      if (!process.env.SITE_URL || this.environment.name !== 'ssr') return
      const { output } = await runProjectScript('check-launch', root, 60_000)
      this.environment.logger.warn(`\nAntes de publicar ${process.env.SITE_URL} (npm run lancamento:verificar):\n${output.trim()}\n`)
    },
  }
}
