import { execFileSync } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { run } from '../stack-project.ts'
import { connectTestStack, createPlainUser, type TestStack } from '../testStack.ts'

// `npm run publicacao:registrar`, as the publishing workflow runs it (plain Node, no packages), and who reaches what it records.
const root = fileURLToPath(new URL('../../..', import.meta.url))
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
const subject = execFileSync('git', ['log', '-1', '--format=%s'], { cwd: root, encoding: 'utf8' }).trim()

let t: TestStack
beforeAll(async () => {
  t = await connectTestStack()
})
afterAll(() => t?.stop())

/** A run id no other test (or rerun against this stack) uses. */
const newRun = () => String(randomInt(1, 2 ** 47))

/** Runs the command as the workflow does: the commit, the run and the project's service key in the environment. */
async function record(runId: string, args: string[], env: Record<string, string> = {}) {
  const command = run(root, ['scripts/publish/record.ts', ...args], {
    SUPABASE_URL: t.stack.url,
    SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey,
    GITHUB_SHA: head,
    GITHUB_RUN_ID: runId,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'dona/cortinas',
    ...env,
  })
  return { ...(await command.exit), output: command.output() }
}

const rowsOf = (runId: string) =>
  t.sql<{ state: string; subject: string; reason: string | null; run_url: string; started_at: Date; finished_at: Date | null }>(
    'select state, subject, reason, run_url, started_at, finished_at from public.publishes where run_id = $1',
    [runId],
  )

describe('npm run publicacao:registrar', () => {
  it("records 'publicando', then updates that one row to 'no-ar', with the commit's subject and the run's address", async () => {
    const runId = newRun()
    expect(await record(runId, ['publicando'])).toMatchObject({ code: 0, output: expect.stringContaining('registrado: publicando') })
    const [started] = await rowsOf(runId)
    expect(started).toMatchObject({ state: 'publicando', subject, reason: null, finished_at: null })
    expect(started?.run_url).toBe(`https://github.com/dona/cortinas/actions/runs/${runId}`)

    expect((await record(runId, ['no-ar'])).code).toBe(0)
    const rows = await rowsOf(runId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: 'no-ar', subject, started_at: started?.started_at })
    expect(rows[0]?.finished_at).toBeInstanceOf(Date)
  })

  it('keeps the pt-BR reason of a failure, and a re-run of the run starts its row over', async () => {
    const runId = newRun()
    expect((await record(runId, ['falhou', 'Testes falharam: algum teste falhou. O site no ar não mudou.'])).code).toBe(0)
    expect(await rowsOf(runId)).toMatchObject([{ state: 'falhou', reason: 'Testes falharam: algum teste falhou. O site no ar não mudou.' }])
    expect((await record(runId, ['publicando'])).code).toBe(0)
    expect(await rowsOf(runId)).toMatchObject([{ state: 'publicando', reason: null, finished_at: null }])
  })

  it('never fails the publish: a wrong key, a missing setting or a wrong state is a pt-BR warning and exit code 0', async () => {
    const runId = newRun()
    const refused = await record(runId, ['no-ar'], { SUPABASE_SERVICE_ROLE_KEY: t.stack.anonKey })
    expect(refused).toMatchObject({
      code: 0,
      output: expect.stringMatching(/^::warning title=Estado da publicação não registrado::o Supabase respondeu 401/),
    })
    const unset = await record(runId, ['no-ar'], { SUPABASE_URL: '' })
    expect(unset).toMatchObject({ code: 0, output: expect.stringContaining('faltam os segredos SUPABASE_URL e SUPABASE_SERVICE_ROLE_KEY') })
    const unknown = await record(runId, ['publicado'])
    expect(unknown).toMatchObject({ code: 0, output: expect.stringContaining('o estado "publicado" não existe') })
    const noReason = await record(runId, ['falhou'])
    expect(noReason).toMatchObject({ code: 0, output: expect.stringContaining('falhou precisa do motivo') })
    expect(await rowsOf(runId)).toEqual([])
  })
})

describe('public.publishes', () => {
  it('is read by admins only, and written by no API role but the service', async () => {
    const runId = newRun()
    await record(runId, ['no-ar'])
    const admin = await t.signedIn(t.stack.admin)
    const read = await admin.from('publishes').select('state').eq('run_id', runId)
    expect(read).toMatchObject({ error: null, data: [{ state: 'no-ar' }] })

    const anon = await t.anon().from('publishes').select('state')
    expect(anon.error?.code).toBe('42501')
    const plain = await t.signedIn(await createPlainUser(t))
    expect((await plain.from('publishes').select('state')).data).toEqual([])

    const forged = {
      sha: head,
      run_id: Number(newRun()),
      state: 'no-ar',
      run_url: 'https://github.com/x/y/actions/runs/1',
      finished_at: new Date().toISOString(),
    }
    for (const client of [t.anon(), plain, admin]) {
      expect((await client.from('publishes').insert(forged)).error?.code).toBe('42501')
      expect((await client.from('publishes').update({ state: 'falhou', reason: 'x' }).eq('run_id', runId)).error?.code).toBe('42501')
    }
    expect(await rowsOf(runId)).toMatchObject([{ state: 'no-ar', reason: null }])
    expect(await t.sql('select 1 from public.publishes where run_id = $1', [forged.run_id])).toEqual([])
  })
})
