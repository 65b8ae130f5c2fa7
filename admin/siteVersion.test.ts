import { describe, expect, it } from 'vitest'
import { zonedTime } from '../engine/text/timeZone'
import { siteVersionLine } from './siteVersion'

const saoPaulo = zonedTime('America/Sao_Paulo')

describe('the live version the admin shows', () => {
  it('reads the commit date in São Paulo time and the message', () => {
    const baked = JSON.stringify({ date: '2026-11-28T17:02:41Z', message: 'Novo bairro: Moema' })
    expect(siteVersionLine(baked, saoPaulo)).toBe('Site no ar: versão de 28 de novembro de 2026 às 14:02 — “Novo bairro: Moema”')
  })

  it('takes git’s date with its offset', () => {
    const baked = JSON.stringify({ date: '2026-01-02T09:05:00-03:00', message: 'Preço da visita' })
    expect(siteVersionLine(baked, saoPaulo)).toBe('Site no ar: versão de 2 de janeiro de 2026 às 09:05 — “Preço da visita”')
  })

  it('says nothing without a version (the preview) or with one it cannot read', () => {
    expect(siteVersionLine(undefined, saoPaulo)).toBeNull()
    expect(siteVersionLine('null', saoPaulo)).toBeNull()
    expect(siteVersionLine(JSON.stringify({ date: 'ontem', message: 'x' }), saoPaulo)).toBeNull()
  })

  it("names a developer's English subject as a change to the site's code, not in English", () => {
    const baked = JSON.stringify({ date: '2026-11-28T17:02:41Z', message: 'fix: header overflow on phones' })
    expect(siteVersionLine(baked, saoPaulo)).toBe('Site no ar: versão de 28 de novembro de 2026 às 14:02 — mudança no código do site')
    expect(siteVersionLine(JSON.stringify({ date: '2026-11-28T17:02:41Z', message: '' }), saoPaulo)).toBe(
      'Site no ar: versão de 28 de novembro de 2026 às 14:02',
    )
  })
})
