import { validateWorkflow } from '@action-validator/core'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../.github/workflows/', import.meta.url)
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8')
const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts

/** The npm scripts a text runs, in order: `npm test` and `npm run [--silent] <name>`. */
const npmScripts = (text: string) =>
  [...text.matchAll(/\bnpm (?:run (?:--silent )?([\w:-]+)|(test)\b)/g)].map((match) => match[1] ?? match[2] ?? '')

/** Whether `expected` appears in `list` in this order, other entries allowed between. */
function inOrder(list: string[], expected: string[]): boolean {
  let at = 0
  for (const name of expected) {
    at = list.indexOf(name, at) + 1
    if (at === 0) return false
  }
  return true
}

/** A workflow's jobs by id, each with its text (a job is a two-space-indented key under `jobs:`). */
function jobsOf(text: string): Map<string, string> {
  const body = text.slice(text.indexOf('\njobs:\n'))
  const starts = [...body.matchAll(/^ {2}([\w-]+):\n/gm)]
  return new Map(starts.map((start, i) => [start[1] ?? '', body.slice(start.index, starts[i + 1]?.index)]))
}

/** A job's steps, each with its text. */
const stepsOf = (job: string) => job.split(/\n {6}- /).slice(1)

const publish = read('publicar.yml')
const jobs = jobsOf(publish)
const job = (name: string) => jobs.get(name) ?? ''

describe('GitHub Actions workflows', () => {
  it('has the publishing workflow', () => {
    expect(workflows).toContain('publicar.yml')
  })

  it.each(workflows)('%s passes the workflow schema check (action-validator)', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([])
  })

  it.each([
    ['a job that needs one that does not exist', 'needs: [conferir, imagem]', 'needs: [conferi, imagem]'],
    ['a misspelt key', 'timeout-minutes: 45', 'timeout-minute: 45'],
  ])('the check catches %s', (_, right, wrong) => {
    expect(publish).toContain(right)
    expect(validateWorkflow(publish.replace(right, wrong)).errors).not.toEqual([])
  })

  it.each(workflows)('%s runs only npm scripts that package.json has', (file) => {
    for (const name of npmScripts(read(file))) expect(Object.keys(scripts)).toContain(name)
  })
})

describe('the publishing workflow', () => {
  it('records the start, then runs the content and launch checks before any test, and migrates before deploying', () => {
    const checks = npmScripts(job('conferir'))
    expect(checks[0]).toBe('publicacao:registrar')
    expect(
      inOrder(checks, [
        'publicacao:registrar',
        'ajustes:conferir',
        'conteudo:verificar',
        'lancamento:verificar',
        'build',
        'test:content',
        'test',
      ]),
    ).toBe(true)
    expect(job('conferir').indexOf('publicacao:registrar -- publicando')).toBeLessThan(job('conferir').indexOf('npm ci'))
    expect(job('conferir').indexOf('ajustes:conferir')).toBeLessThan(job('conferir').indexOf('npm ci'))
    expect(job('publicar')).toMatch(/needs: \[conferir, imagem\]/)
    expect(job('publicar').indexOf('migracoes:aplicar')).toBeLessThan(job('publicar').indexOf('flyctl deploy'))
  })

  it('runs test:content when only content/ changed since the last publish, and the whole suite otherwise', () => {
    const steps = stepsOf(job('conferir'))
    const change = steps.find((step) => step.includes('id: mudancas')) ?? ''
    expect(change).toContain('gh run list --workflow publicar.yml --branch main --status success')
    expect(change).toMatch(/"\$GITHUB_EVENT_NAME" = push \] && \[ "\$FORCADO" != true \]/)
    expect(change).toContain("grep -qv '^content/'")
    const when = (script: string) => steps.find((step) => step.includes(`npm ${script} ||`))?.match(/if: (.*)/)?.[1]
    expect(when('run build')).toBe("steps.mudancas.outputs.so-conteudo == 'true'")
    expect(when('run test:content')).toBe("steps.mudancas.outputs.so-conteudo == 'true'")
    expect(when('test')).toBe("steps.mudancas.outputs.so-conteudo != 'true'")
  })

  it('keeps in test:content the typecheck and the tests that render every shipped page', () => {
    const [typecheck, vitest = ''] = scripts['test:content']?.split(' && ') ?? []
    expect(typecheck).toBe('npm run typecheck')
    const filters = vitest.split(' ').filter((word) => word.includes('/'))
    const testFiles = readdirSync(new URL('../..', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.test\.tsx?$/.test(file) && !file.startsWith('node_modules'),
    )
    for (const filter of filters)
      expect(
        testFiles.some((file) => file.includes(filter)),
        filter,
      ).toBe(true)
    for (const test of [
      'tests/unit/content.test.ts',
      'tests/browser/site/routes',
      'tests/browser/quality/valid-html',
      'tests/browser/quality/accessibility',
    ])
      expect(filters).toContain(test)
  })

  it.each([...jobs].filter(([name]) => name !== 'registrar'))(
    'job %s: every step that can fail says in pt-BR what failed and hands the cause to the last job',
    (name, text) => {
      const failing = stepsOf(text).filter((step) => /^\s+run:/m.test(step) && !step.includes('continue-on-error: true'))
      expect(failing.length).toBeGreaterThan(0)
      for (const step of failing) {
        const id = step.match(/\bid: (\w+)/)?.[1]
        expect(id, step.slice(0, 60)).toBeDefined()
        expect(step).toMatch(/::error title=[^:]+::/)
        expect(step).toMatch(/O site no ar não mudou|continua no ar|ainda não está no ar/)
        expect(step).toMatch(/echo "motivo=[^"]+" >> "\$GITHUB_OUTPUT"/)
        expect(text).toContain(`steps.${id}.outputs.motivo`)
      }
      expect(job('registrar')).toContain(`needs.${name}.outputs.motivo`)
    },
  )

  it('names the setting when one is missing, and tells a refused token from an unknown app', () => {
    const image = job('imagem')
    expect(image.indexOf('[ -z "$FLY_APP" ]')).toBeLessThan(image.indexOf('docker build'))
    expect(image.indexOf('flyctl status')).toBeLessThan(image.indexOf('docker build'))
    expect(image).toContain('titulo="Falta a variável FLY_APP"')
    expect(image).toMatch(/could not find app[^]*Fly.io não achou o app[^]*unauthori[^]*Fly.io recusou o token/)
    // The Supabase secrets the launch check reads are named, when missing, by the settings check that runs first.
    const settings = stepsOf(job('conferir')).find((step) => step.includes('ajustes:conferir')) ?? ''
    for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY']) expect(settings).toContain(`${name}: \${{ secrets.${name} }}`)
    expect(job('conferir').indexOf('ajustes:conferir')).toBeLessThan(job('conferir').indexOf('lancamento:verificar'))
    expect(publish).not.toMatch(/FLY_APP[^\n]*passageiro|passageiro[^\n]*FLY_APP/)
  })

  it('says on a failed first deploy that there was no previous version, and otherwise that it stays live', () => {
    const deploy = stepsOf(job('publicar')).find((step) => step.includes('flyctl deploy')) ?? ''
    expect(deploy.indexOf('flyctl status')).toBeLessThan(deploy.indexOf('flyctl deploy'))
    expect(deploy).toMatch(/0\) titulo="O site ainda não entrou no ar"; depois="Era a primeira publicação: não havia versão anterior/)
    expect(deploy).toMatch(/\*\) titulo="Nova versão não entrou no ar"; depois="A versão anterior continua no ar\."/)
  })

  it('records the outcome after every job, whatever happened: live, or the cause of the failure', () => {
    const record = job('registrar')
    expect(record).toMatch(/needs: \[conferir, imagem, publicar\]\n\s+if: always\(\)/)
    expect(record).toMatch(/if \[ "\$PUBLICADO" = success \]; then\n\s+npm run --silent publicacao:registrar -- no-ar/)
    expect(record).toContain('npm run --silent publicacao:registrar -- falhou "$MOTIVO"')
    expect(record).toContain('PUBLICADO: ${{ needs.publicar.result }}')
  })
})
