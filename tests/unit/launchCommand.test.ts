import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import fixtureSite from '../fixtures/site/site'
import { testimonialHint, testimonialNote } from '../../engine/launch/exampleContent'

const tsx = resolve('node_modules/.bin/tsx')
const script = resolve('scripts/check-launch.ts')

/** Runs `npm run lancamento:verificar` in `cwd` with no database configured: exit code and output. */
async function run(cwd: string) {
  const { SUPABASE_URL: _, SUPABASE_ANON_KEY: __, ...env } = process.env
  return promisify(execFile)(tsx, [script], { cwd, env, timeout: 60_000 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code, stdout: error.stdout ?? '' }),
  )
}

const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A project folder holding a copy of tests/fixtures/site as its content; `content(file)` is a path in it. */
function fixtureProject() {
  const root = mkdtempSync(join(tmpdir(), 'lancamento-'))
  roots.push(root)
  cpSync('tests/fixtures/site', join(root, 'content'), { recursive: true })
  // The fixture's pictures name this site's photos.
  symlinkSync(resolve('content/images'), join(root, 'content/images'))
  return { root, content: (file: string) => join(root, 'content', file) }
}

/** A page the test adds: two example testimonials around a real one, and an article whose date is an example. */
const examplesPage = {
  path: '/novidades',
  title: 'Novidades | Persianas Beira-Rio',
  description: 'O que os clientes contam das persianas sob medida da Persianas Beira-Rio em Porto Alegre, e como medir a sua janela.',
  blocks: [
    {
      type: 'testimonials',
      heading: 'Clientes',
      items: [
        { example: true, name: 'Ana', place: 'Moinhos de Vento', text: 'As persianas deixaram a sala fresca à tarde.' },
        { consent: '2026-04-20', name: 'Paulo R.', place: 'Menino Deus', text: 'A instalação foi rápida.' },
        { example: true, name: 'Rita', place: 'Centro Histórico', text: 'Atendimento atencioso do começo ao fim.' },
      ],
    },
    {
      type: 'article',
      heading: 'Como medir a sua janela',
      published: '2026-01-10',
      exampleDate: true,
      sections: [{ body: ['Meça a largura em três alturas e anote a menor.'] }],
      cta: { heading: 'Quer ajuda para medir?', actions: [{ kind: 'chat', label: 'Chamar no WhatsApp' }] },
    },
  ],
}

describe('npm run lancamento:verificar', () => {
  it('lists every example of a site, one `arquivo: campo: o que fazer` line each, with exit code 1 (examples put in the fixture)', async () => {
    const { root, content } = fixtureProject()
    const site = { ...fixtureSite, examples: ['brand', 'phone'], confirm: ['coverage'], order: { ...fixtureSite.order, payment: '' } }
    writeFileSync(content('site.ts'), `export default ${JSON.stringify(site)}\n`)
    writeFileSync(content('pages/novidades.ts'), `export default ${JSON.stringify(examplesPage)}\n`)
    const neighbourhood = content('neighbourhoods/centro-historico.ts')
    writeFileSync(neighbourhood, readFileSync(neighbourhood, 'utf8').replace(/consent: '[\d-]+'/, 'example: true'))

    const { code, stdout } = await run(root)
    expect(code).toBe(1)
    const items =
      stdout
        .split('\n\n')[0]
        ?.split('\n')
        .filter((line) => !line.startsWith('nota: ')) ?? []
    expect(items.every((line) => /^[^:]+: [^:]+: .+ — .+/.test(line))).toBe(true)
    const fields = (file: string) => items.filter((line) => line.startsWith(`${file}: `)).map((line) => line.split(': ')[1])
    expect(fields('content/site.ts')).toEqual(['brand', 'phone', 'coverage', 'order.payment'])
    expect(fields('content/pages/novidades.ts')).toEqual(['depoimentos', 'published'])
    expect(items).toContain(`content/pages/novidades.ts: depoimentos: 2 depoimentos de exemplo, 1º (Ana), 3º (Rita) — ${testimonialHint}`)
    expect(items.filter((line) => line.endsWith(testimonialHint))).toHaveLength(2)
    expect(stdout.split('\n').filter((line) => line === `nota: ${testimonialNote}`)).toHaveLength(1)
    expect(fields('content/neighbourhoods/centro-historico.ts')).toEqual(['testimonial'])
    expect(stdout).toContain('nota: SUPABASE_URL e SUPABASE_ANON_KEY não estão definidas')
    expect(stdout).toMatch(new RegExp(`Faltam ${items.length} itens antes de publicar`))
  }, 60_000)

  it('never says ready without the database: a site whose every value is real still ends with exit code 1 (tests/fixtures/site)', async () => {
    const { root } = fixtureProject()
    const { code, stdout } = await run(root)
    expect(stdout).not.toMatch(/pronto/i)
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^Conteúdo sem exemplos, mas os posts do banco NÃO foram conferidos: rode de novo com SUPABASE_URL/,
    )
    expect(code).toBe(1)
  }, 60_000)

  it('names the key, in pt-BR, when the service key is given as SUPABASE_ANON_KEY (no stack trace)', async () => {
    const { root } = fixtureProject()
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
