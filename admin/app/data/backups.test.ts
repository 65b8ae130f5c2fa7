import { describe, expect, it } from 'vitest'
import { zonedTime } from '../../../engine/text/timeZone'
import { BACKUP_NOW_HINT, BACKUP_NOW_WHERE, backupNote } from './backups'

const saoPaulo = zonedTime('America/Sao_Paulo')

const now = new Date('2026-11-28T12:00:00Z')

describe('the last backup note', () => {
  it("gives last night's backup in São Paulo time", () => {
    expect(backupNote('2026-11-28T06:17:00Z', now, saoPaulo)).toEqual({
      text: 'Última cópia de segurança: 28 de novembro de 2026 às 03:17.',
      late: false,
    })
  })

  it('says when the first copy is made, and what happened when a night was missed, sending her to no one', () => {
    expect(backupNote(null, now, saoPaulo)).toEqual({
      late: true,
      text: 'Nenhuma cópia de segurança ainda: a primeira é feita sozinha esta noite, às 3h.',
    })
    const missed = backupNote('2026-11-26T06:17:00Z', now, saoPaulo)
    expect(missed).toMatchObject({ late: true, text: expect.stringContaining('Faz mais de um dia sem cópia') })
    expect(missed.text).toContain('Faça uma agora.')
    for (const text of [missed.text, backupNote(null, now, saoPaulo).text, BACKUP_NOW_HINT, BACKUP_NOW_WHERE])
      expect(text).not.toMatch(/quem cuida|ativar|peça|avise/)
  })
})
