import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import site from '../../content/site'
import { contentFolders } from '../../engine/files/table'

const contentPages = import.meta.glob('/content/pages/*.ts', { eager: true, import: 'default' })

const tsx = resolve('node_modules/.bin/tsx')
const script = resolve('scripts/check-launch.ts')
const { neighbourhoods } = siteContent()

/** Runs `npm run lancamento:verificar` in `cwd` with no database configured: exit code and output. */
async function run(cwd: string) {
  const { SUPABASE_URL: _, SUPABASE_ANON_KEY: __, ...env } = process.env
  return promisify(execFile)(tsx, [script], { cwd, env, timeout: 60_000 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code, stdout: error.stdout ?? '' }),
  )
}

const root = mkdtempSync(join(tmpdir(), 'lancamento-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run lancamento:verificar', () => {
  it('lists every example in the shipped content, one `arquivo: campo: o que fazer` line each, with exit code 1', async () => {
    const { code, stdout } = await run(process.cwd())
    expect(code).toBe(1)
    const items =
      stdout
        .split('\n\n')[0]
        ?.split('\n')
        .filter((line) => !line.startsWith('nota: ')) ?? []
    expect(items.every((line) => /^[^:]+: [^:]+: .+ — .+/.test(line))).toBe(true)
    const fields = (file: string) => items.filter((line) => line.startsWith(`${file}: `)).map((line) => line.split(': ')[1])
    const blankTerms = Object.entries(site.order).flatMap(([term, value]) => (value ? [] : [`order.${term}`]))
    expect(fields('content/site.ts')).toEqual([...site.examples, ...site.confirm, ...blankTerms])

    // The pages as written, with the example testimonials that a build leaves out.
    const pages = Object.values(contentPages).map((page) => contentFolders.pages.parse(page))
    const exampleTestimonials = pages.flatMap((page) =>
      page.blocks.flatMap((b) => (b.type === 'testimonials' ? b.items.filter((i) => i.example) : [])),
    )
    const exampleDates = pages.flatMap((page) => page.blocks.filter((b) => b.type === 'article' && b.exampleDate))
    const lines = (pattern: RegExp) => items.filter((line) => pattern.test(line)).length
    expect(exampleTestimonials.length + exampleDates.length).toBeGreaterThan(0)
    expect(lines(/^content\/pages\/[^:]+: blocks\[\d+\]\.items\[\d+\]: depoimento de exemplo/)).toBe(exampleTestimonials.length)
    expect(lines(/^content\/pages\/[^:]+: blocks\[\d+\]\.published: data de exemplo/)).toBe(exampleDates.length)
    expect(lines(/^content\/neighbourhoods\/[^:]+: testimonial: depoimento de exemplo/)).toBe(
      neighbourhoods.filter((n) => n.testimonial?.example).length,
    )
    expect(stdout).toContain('nota: SUPABASE_URL e SUPABASE_ANON_KEY não estão definidos')
    expect(stdout).toMatch(new RegExp(`Faltam ${items.length} itens antes de publicar`))
  }, 60_000)

  it('never says ready without the database: a site whose every value is real still ends with exit code 1 (tests/fixtures/site)', async () => {
    cpSync('tests/fixtures/site', join(root, 'content'), { recursive: true })
    // The fixture's pictures name this site's photos.
    symlinkSync(resolve('content/images'), join(root, 'content/images'))
    const { code, stdout } = await run(root)
    expect(stdout).not.toMatch(/pronto/i)
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^Conteúdo sem exemplos, mas os posts do banco NÃO foram conferidos: rode de novo com SUPABASE_URL/,
    )
    expect(code).toBe(1)
  }, 60_000)

  it('names the key, in pt-BR, when the service key is given as SUPABASE_ANON_KEY (no stack trace)', async () => {
    const { code, stdout, stderr } = await promisify(execFile)(tsx, [script], {
      cwd: root,
      env: { ...process.env, SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_0123456789' },
      timeout: 60_000,
    }).then(
      (done) => ({ code: 0, ...done }),
      (error: { code?: number; stdout: string; stderr: string }) => error,
    )
    expect(code).toBe(1)
    expect(stdout).toContain('SUPABASE_ANON_KEY: é uma chave de papel "service_role", não a chave pública (anon ou publishable)')
    expect(stdout).toMatch(/Falta 1 item antes de publicar/)
    expect(stderr).toBe('')
  }, 60_000)
})
