import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples'
import { publishedPosts, publishJob, removeJob } from '../database'

const run = promisify(execFile)
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

/** The built file of every content page, a neighbourhood page and the 404 page, by a name for the report. */
const builtPages = {
  ...Object.fromEntries(
    [...contentPagePaths(), sampleNeighbourhood().path].map((path) =>
      path === '/' ? ['home', 'index.html'] : [path.slice(1), `${path.slice(1)}/index.html`],
    ),
  ),
  'not found': '404.html',
}

/** One message of the Nu Html Checker's JSON report. */
type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

/** A delivered job this test publishes, so the pages that show jobs are checked as the server splices them. */
let job: string | undefined

/** The pages rendered per request, and those the server renders jobs into, as the production server answers them. */
async function servedPages(): Promise<Record<string, string>> {
  const [newest] = await publishedPosts()
  if (!newest) throw new Error('the seed has no published post to validate')
  job = await publishJob(inject('baseUrl'), sampleNeighbourhood().slug)
  return {
    blog: '/blog',
    'blog page 2': '/blog?page=2',
    'blog post': `/blog/${newest.slug}`,
    'admin login': '/admin/login',
    'home with a job': '/',
    'portfolio with a job': '/portfolio',
    'neighbourhood with a job': sampleNeighbourhood().path,
    'job page': `/portfolio/${job}`,
  }
}

/**
 * Every content page and one page of each other type through the Nu Html Checker (the W3C validator's engine, from the vnu-jar package). It needs a
 * Java runtime (`apt-get install default-jre-headless`); without one this test fails, it never skips.
 */
describe('valid HTML on every page type', () => {
  let folder: string
  const files = new Map<string, string>()

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'valid-html-'))
    for (const [type, path] of Object.entries(builtPages))
      files.set(join(folder, `${type}.html`), await readFile(join('dist/client', path), 'utf8'))
    for (const [type, path] of Object.entries(await servedPages())) {
      const response = await fetch(`${inject('baseUrl')}${path}`)
      expect(response.status, `${type} ${path}`).toBe(200)
      files.set(join(folder, `${type}.html`), await response.text())
    }
    await Promise.all([...files].map(([file, html]) => writeFile(file, html)))
  })

  afterAll(async () => {
    if (job) await removeJob(job)
    await rm(folder, { recursive: true, force: true })
  })

  it('has a Java runtime for the checker', async () => {
    await expect(run('java', ['-version']), 'install a Java runtime: apt-get install default-jre-headless').resolves.toBeDefined()
  })

  // One JVM checks every page; starting it and checking 15 pages or more outlasts the default 30 s on a loaded machine.
  it('reports no error on any page type', { timeout: 180_000 }, async () => {
    // A page with a known error proves that the checker read the files, so an empty report means valid pages.
    const control = join(folder, 'control.html')
    await writeFile(control, '<!DOCTYPE html><html lang="pt-BR"><title>Controle</title><img alt="">')
    const report = await run('java', ['-jar', vnuJar, '--format', 'json', '--stdout', control, ...files.keys()], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((failure: { stdout?: string; message: string }) => {
      // The checker exits 1 when it found errors; anything else (no Java, a crash) leaves no report to read.
      if (!failure.stdout) throw new Error(`the Nu Html Checker did not run: ${failure.message}`)
      return { stdout: failure.stdout }
    })
    const errors = (JSON.parse(report.stdout) as { messages: VnuMessage[] }).messages.filter(
      (message) => message.type === 'error' || message.subType === 'fatal',
    )
    const where = (error: VnuMessage) =>
      `${decodeURIComponent(error.url.replace(/^.*\//, ''))}:${error.lastLine ?? '?'} ${error.message} ${error.extract ?? ''}`
    expect(errors.filter((error) => error.url.endsWith('/control.html')).length).toBeGreaterThan(0)
    expect(errors.filter((error) => !error.url.endsWith('/control.html')).map(where)).toEqual([])
  })
})
