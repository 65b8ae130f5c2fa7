import type { ZonedTime } from '../../engine/text/timeZone'

/** The nightly backup runs once a day; a day and a half without one means a run failed. */
const LATE_AFTER_MS = 36 * 3600 * 1000

/** What the post list says about the last successful backup: when it was, and whether one is overdue. */
export function backupNote(finishedAt: string | null, now: Date, time: ZonedTime): { text: string; late: boolean } {
  if (!finishedAt) {
    return {
      text: 'Nenhuma cópia de segurança registrada ainda: peça a quem cuida do site para ativar a cópia de toda noite.',
      late: true,
    }
  }
  const when = `Última cópia de segurança: ${time.dateTime(finishedAt)}.`
  return now.getTime() - Date.parse(finishedAt) > LATE_AFTER_MS
    ? { text: `${when} Faz mais de um dia sem cópia: avise quem cuida do site.`, late: true }
    : { text: when, late: false }
}
