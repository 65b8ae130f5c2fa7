import { describe, expect, it } from 'vitest'
import { zonedTime } from '../../../engine/text/timeZone'
import { clockTime, publishLine, type Publish } from './publishLine'

const saoPaulo = zonedTime('America/Sao_Paulo')
const run = 'https://github.com/dona/cortinas/actions/runs/42'
const now = new Date('2026-11-28T18:00:00Z') // 15:00 in São Paulo

const publish = (changes: Partial<Publish>): Publish => ({
  state: 'no-ar',
  subject: 'Troca o telefone e a frase do rodapé',
  reason: null,
  run_url: run,
  started_at: '2026-11-28T17:05:00Z',
  finished_at: '2026-11-28T17:37:00Z',
  ...changes,
})

describe('the line about the latest publish', () => {
  it('says since when it has been publishing, in the business time zone', () => {
    expect(publishLine(publish({ state: 'publicando', finished_at: null }), now, saoPaulo)).toEqual({
      text: 'Publicando desde 14:05',
      link: null,
    })
  })

  it('says since when the version is live, with her message', () => {
    expect(publishLine(publish({}), now, saoPaulo)).toEqual({
      text: 'No ar desde 14:37 — “Troca o telefone e a frase do rodapé”',
      link: null,
    })
  })

  it('calls a developer’s English subject a change to the site’s code, and says nothing of an empty one', () => {
    expect(publishLine(publish({ subject: 'Fix the header on phones' }), now, saoPaulo).text).toBe(
      'No ar desde 14:37 — mudança no código do site',
    )
    expect(publishLine(publish({ subject: '' }), now, saoPaulo).text).toBe('No ar desde 14:37')
  })

  it('gives the reason of a failed publish, with the run for the details', () => {
    const reason = 'Testes falharam: algum teste do site falhou com esta mudança. O site no ar não mudou.'
    expect(publishLine(publish({ state: 'falhou', reason }), now, saoPaulo)).toEqual({
      text: `Não publicou: ${reason}`,
      link: { href: run, label: 'Ver os detalhes no GitHub' },
    })
  })

  it('says a publish that outlasted both jobs’ time limits did not finish, with the run', () => {
    const stuck = publish({ state: 'publicando', started_at: '2026-11-28T12:05:00Z', finished_at: null })
    expect(publishLine(stuck, now, saoPaulo)).toEqual({
      text: 'A publicação começada às 09:05 não terminou.',
      link: { href: run, label: 'Ver os detalhes no GitHub' },
    })
  })
})

describe('a moment on the business clock', () => {
  it('is the time alone today, the day and month another day, the year too another year', () => {
    expect(clockTime('2026-11-28T17:05:00Z', now, saoPaulo)).toBe('14:05')
    // 01:30 in London is still the 27th in São Paulo.
    expect(clockTime('2026-11-28T01:30:00Z', now, saoPaulo)).toBe('27/11 às 22:30')
    expect(clockTime('2025-12-31T12:00:00Z', now, saoPaulo)).toBe('31/12/2025 às 09:00')
  })
})
