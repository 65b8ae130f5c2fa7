import { describe, expect, it } from 'vitest'
import { changeText, contactReportSchema, dailyCounts, pageName, periodTotals, shortDay } from './contacts'

const report = contactReportSchema.parse({
  today: '2026-11-26',
  days: [
    { day: '2026-11-20', whatsapp: 2, phone: 0 },
    { day: '2026-11-26', whatsapp: 3, phone: 1 },
  ],
  pages: [{ path: '/cortinas-moema', whatsapp: 5, phone: 1 }],
  previous: { whatsapp: 4, phone: 1 },
})

describe('the contacts report', () => {
  it('fills every day of the period, oldest first, across a month', () => {
    const days = dailyCounts(report, 7)
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
    expect(days[0]).toEqual({ day: '2026-11-20', whatsapp: 2, phone: 0 })
    expect(days[1]).toEqual({ day: '2026-11-21', whatsapp: 0, phone: 0 })
    expect(dailyCounts(report, 30)[0]?.day).toBe('2026-10-28')
  })

  it('adds the period up per kind', () => {
    expect(periodTotals(report)).toEqual({ whatsapp: 5, phone: 1 })
  })

  it('says how a total compares with the days before', () => {
    expect(changeText(5, 4, 7)).toBe('1 a mais que nos 7 dias anteriores (+25%)')
    expect(changeText(1, 4, 30)).toBe('3 a menos que nos 30 dias anteriores (−75%)')
    expect(changeText(3, 0, 7)).toBe('3 a mais que nos 7 dias anteriores')
    expect(changeText(2, 2, 90)).toBe('o mesmo número que nos 90 dias anteriores')
  })

  it("names a page by the site's name for it, a post by its title, else by its address", () => {
    const names = { '/cortinas-moema': 'Moema' }
    const titles = new Map([['cortina-blackout', 'Cortina blackout no quarto']])
    expect(pageName('/cortinas-moema', names, titles)).toBe('Moema')
    expect(pageName('/blog/cortina-blackout', names, titles)).toBe('Cortina blackout no quarto')
    expect(pageName('/pagina-antiga', names, titles)).toBe('/pagina-antiga')
  })

  it('writes days as the owner reads them', () => {
    expect(shortDay('2026-11-26')).toBe('26/11')
    expect(shortDay('2026-11-26', true)).toMatch(/^qui\.?, 26\/11$/)
  })
})
