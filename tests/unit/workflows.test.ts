import { validateWorkflow } from '@action-validator/core'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../.github/workflows/', import.meta.url)
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8')
const scripts = Object.keys(
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: object }).scripts,
)

/** The npm scripts a workflow runs, in order: `npm test` and `npm run [--silent] <name>`. */
const npmScripts = (text: string) =>
  [...text.matchAll(/\bnpm (?:run (?:--silent )?([\w:-]+)|(test)\b)/g)].map((match) => match[1] ?? match[2] ?? '')

describe('GitHub Actions workflows', () => {
  it('has the publishing workflow', () => {
    expect(workflows).toContain('publicar.yml')
  })

  it.each(workflows)('%s passes the workflow schema check (action-validator)', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([])
  })

  it.each([
    ['a job that needs one that does not exist', 'needs: conferir', 'needs: conferi'],
    ['a misspelt key', 'timeout-minutes: 45', 'timeout-minute: 45'],
  ])('the check catches %s', (_, right, wrong) => {
    expect(validateWorkflow(read('publicar.yml').replace(right, wrong)).errors).not.toEqual([])
  })

  it.each(workflows)('%s runs only npm scripts that package.json has', (file) => {
    for (const name of npmScripts(read(file))) expect(scripts).toContain(name)
  })

  it('publishes only after the settings check, the content check, the tests and the launch check, and migrates before deploying', () => {
    const text = read('publicar.yml')
    expect(npmScripts(text)).toEqual(['ajustes:conferir', 'conteudo:verificar', 'test', 'lancamento:verificar', 'migracoes:aplicar'])
    expect(text.indexOf('migracoes:aplicar')).toBeLessThan(text.indexOf('flyctl deploy'))
    expect(text).toContain('needs: conferir')
  })

  it('says in pt-BR what failed at every step that can fail', () => {
    const steps = read('publicar.yml')
      .split(/\n\s+- name: /)
      .slice(1)
    const failing = steps.filter((step) => step.includes('run:'))
    expect(failing.length).toBeGreaterThan(0)
    for (const step of failing) expect(step).toMatch(/::error title=[^:]+::.*(O site no ar não mudou|a versão anterior continua no ar)/)
  })
})
