import { describe, expect, it } from 'vitest'
import { publishRow } from '../../scripts/publish/publishRow.ts'

const env = {
  GITHUB_SHA: 'f'.repeat(40),
  GITHUB_RUN_ID: '987',
  GITHUB_SERVER_URL: 'https://github.com/',
  GITHUB_REPOSITORY: 'dona/cortinas',
}
const now = new Date('2026-11-28T17:05:00Z')

describe('the row npm run publicacao:registrar writes', () => {
  it("starts a run over on 'publicando' and ends it on 'no-ar', at the run's address", () => {
    expect(publishRow(['publicando'], env, 'Troca o telefone\n', now)).toEqual({
      row: {
        sha: env.GITHUB_SHA,
        run_id: 987,
        subject: 'Troca o telefone',
        state: 'publicando',
        reason: null,
        run_url: 'https://github.com/dona/cortinas/actions/runs/987',
        started_at: now.toISOString(),
        finished_at: null,
      },
    })
    const ended = publishRow(['no-ar'], env, 'Troca o telefone', now)
    expect(ended).toMatchObject({ row: { state: 'no-ar', reason: null, finished_at: now.toISOString() } })
    expect('row' in ended && 'started_at' in ended.row).toBe(false)
  })

  it('keeps the reason of a failure, cut to what the column holds', () => {
    expect(publishRow(['falhou', 'Testes', 'falharam'], env, '', now)).toMatchObject({
      row: { state: 'falhou', reason: 'Testes falharam' },
    })
    expect(publishRow(['falhou', 'x'.repeat(2000)], env, '', now)).toMatchObject({ row: { reason: 'x'.repeat(1000) } })
  })

  it('says in pt-BR what is wrong with the arguments or the environment', () => {
    expect(publishRow([], env, '', now)).toEqual({ problem: 'o estado "" não existe: use publicando, no-ar ou falhou "<motivo>"' })
    expect(publishRow(['falhou', ' '], env, '', now)).toEqual({ problem: 'falhou precisa do motivo: falhou "<o que deu errado>"' })
    expect(publishRow(['no-ar'], { ...env, GITHUB_SHA: 'main' }, '', now)).toEqual({ problem: 'GITHUB_SHA não é o sha de um commit' })
    expect(publishRow(['no-ar'], { ...env, GITHUB_RUN_ID: undefined }, '', now)).toMatchObject({
      problem: expect.stringContaining('GITHUB_RUN_ID'),
    })
    expect(publishRow(['no-ar'], { ...env, GITHUB_REPOSITORY: undefined }, '', now)).toMatchObject({
      problem: expect.stringContaining('GITHUB_REPOSITORY'),
    })
  })
})
