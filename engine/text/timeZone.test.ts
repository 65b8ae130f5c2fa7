import { describe, expect, it } from 'vitest'
import { zonedTime } from './timeZone'

const saoPaulo = zonedTime('America/Sao_Paulo')

describe('dates and times in a time zone', () => {
  it.each([
    ['2026-11-24T12:00:00Z', '2026-11-24T09:00'],
    ['2026-01-01T02:30:00Z', '2025-12-31T23:30'],
    // 2018 still had daylight saving time (UTC−2 in January).
    ['2018-01-15T11:00:00Z', '2018-01-15T09:00'],
  ])('%s is %s on the wall clock, and back', (moment, wall) => {
    expect(saoPaulo.toInput(moment)).toBe(wall)
    expect(saoPaulo.fromInput(wall)).toBe(new Date(moment).toISOString())
  })

  it('refuses what is not a wall-clock time', () => {
    expect(saoPaulo.fromInput('')).toBeNull()
    expect(saoPaulo.fromInput('24/11/2026 09:00')).toBeNull()
  })

  it('names a moment in pt-BR', () => {
    expect(saoPaulo.dateTime('2026-11-24T12:00:00Z')).toBe('24 de novembro de 2026 às 09:00')
    expect(saoPaulo.longDate('2026-11-24T02:00:00Z')).toBe('23 de novembro de 2026')
  })

  it("gives the zone's calendar day, not UTC's", () => {
    expect(saoPaulo.day(new Date('2026-11-27T02:59:00Z'))).toBe('2026-11-26')
    expect(saoPaulo.day(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27')
    expect(zonedTime('Asia/Tokyo').day(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-27')
  })
})
