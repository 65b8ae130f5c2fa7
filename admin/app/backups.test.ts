import { describe, expect, it } from 'vitest'
import { zonedTime } from '../../engine/text/timeZone'
import { backupNote } from './backups'

const saoPaulo = zonedTime('America/Sao_Paulo')

const now = new Date('2026-11-28T12:00:00Z')

describe('the last backup note', () => {
  it("gives last night's backup in São Paulo time", () => {
    expect(backupNote('2026-11-28T06:17:00Z', now, saoPaulo)).toEqual({
      text: 'Última cópia de segurança: 28 de novembro de 2026 às 03:17.',
      late: false,
    })
  })

  it('asks her to tell whoever runs the site when a night was missed or none was ever made', () => {
    expect(backupNote('2026-11-26T06:17:00Z', now, saoPaulo)).toMatchObject({
      late: true,
      text: expect.stringContaining('avise quem cuida do site'),
    })
    expect(backupNote(null, now, saoPaulo)).toMatchObject({
      late: true,
      text: expect.stringContaining('Nenhuma cópia de segurança registrada'),
    })
  })
})
