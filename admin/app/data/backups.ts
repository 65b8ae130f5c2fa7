import type { ZonedTime } from '../../../engine/text/timeZone'

/** The nightly backup runs once a day; a day and a half without one means a run failed. */
const LATE_AFTER_MS = 36 * 3600 * 1000

/** Beside 'Fazer uma cópia agora', which opens the backup workflow's page on GitHub. */
export const BACKUP_NOW_HINT =
  'Abre o GitHub (entre na sua conta, se ele pedir): toque em Run workflow e depois no botão verde Run workflow. Em alguns minutos a cópia aparece aqui.'

/** Where the button is when the server does not know the repository (SITE_REPOSITORY), so the admin cannot link to it. */
export const BACKUP_NOW_WHERE = 'Para fazer uma cópia agora: no GitHub do projeto, abra Actions → Cópia de segurança → Run workflow.'

/**
 * What the post list says about the last successful backup: when it was, and whether one is overdue (shown in a box).
 * Nothing needs turning on, and a copy can be made now: no text sends her to anyone else.
 */
export function backupNote(finishedAt: string | null, now: Date, time: ZonedTime): { text: string; late: boolean } {
  if (!finishedAt) return { text: 'Nenhuma cópia de segurança ainda: a primeira é feita sozinha esta noite, às 3h.', late: true }
  const when = `Última cópia de segurança: ${time.dateTime(finishedAt)}.`
  return now.getTime() - Date.parse(finishedAt) > LATE_AFTER_MS
    ? {
        text: `${when} Faz mais de um dia sem cópia: a da noite falhou, e o GitHub abriu um aviso em Issues com o motivo. Faça uma agora.`,
        late: true,
      }
    : { text: when, late: false }
}
