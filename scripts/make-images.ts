/**
 * Paints the site's stand-in photographs into content/images/*.jpg.
 * Run once with `npx tsx scripts/make-images.ts [name ...]`; the output is deterministic.
 * The owner replaces any of these files with a real photo of the same name.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { catalog } from './make-images/catalog.ts'
import { saveJpeg } from './make-images/frame.ts'

const outDir = join(import.meta.dirname, '..', 'content', 'images')
const only = new Set(process.argv.slice(2))
const jobs = catalog.filter((job) => only.size === 0 || only.has(job.name))
if (jobs.length === 0) throw new Error(`no image named ${[...only].join(', ')}; known: ${catalog.map((j) => j.name).join(', ')}`)

mkdirSync(outDir, { recursive: true })
let total = 0
for (const job of jobs) {
  const started = performance.now()
  const frame = await job.paint()
  const bytes = await saveJpeg(frame, join(outDir, `${job.name}.jpg`), job.width, job.height)
  total += bytes
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${job.name.padEnd(26)} ${job.width}x${job.height}  ${(bytes / 1024).toFixed(0).padStart(4)} KB  ${seconds}s`)
}
console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB`)
