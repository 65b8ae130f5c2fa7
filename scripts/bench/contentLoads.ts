import { performance } from 'node:perf_hooks'
import { build } from 'vike/api'
import { contentChecks } from '../../engine/content/checkSite.ts'

/**
 * `node --import tsx scripts/bench/contentLoads.ts`: runs `vike build` in this process and prints how many times the
 * content was checked and loaded during it (checkSite's count, which the build's module runner and the prerender's
 * bundle add to) and the build's wall time. The content stage (build/content.ts) makes it one. Bench output only.
 */
const started = performance.now()
await build()
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`content loads per build: ${contentChecks()} (vike build: ${seconds} s)`)
