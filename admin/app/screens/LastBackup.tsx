import { useEffect, useState } from 'react'
import { BACKUP_NOW_HINT, BACKUP_NOW_WHERE, backupNote } from '../data/backups'
import { useSettings } from '../shell/settings'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { useLoadDatabase } from '../data/useDatabase'
import * as frameCss from '../styles/frame'

/**
 * When the nightly backup last succeeded, read once the list has loaded (nothing when it cannot be read), and how
 * to make one now: a link to the backup workflow's page on GitHub, whose 'Run workflow' makes it.
 */
export function LastBackup() {
  const loadDatabase = useLoadDatabase()
  const time = useTime()
  const { backupWorkflowUrl } = useSettings()
  const [note, setNote] = useState<ReturnType<typeof backupNote> | null>(null)
  useEffect(() => {
    let current = true
    loadDatabase()
      .then((api) => api.lastBackup())
      .then(
        (finishedAt) => current && setNote(backupNote(finishedAt, new Date(), time)),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [loadDatabase, time])
  if (!note) return null
  return (
    <section className={note.late ? frameCss.notice : undefined} aria-label="Cópia de segurança">
      <p className={frameCss.muted}>{note.text}</p>
      {backupWorkflowUrl ? (
        <div className={frameCss.row}>
          <a className={buttonClass('quiet', 'small')} href={backupWorkflowUrl} target="_blank" rel="noopener">
            Fazer uma cópia agora
          </a>
          <p className={frameCss.muted}>{BACKUP_NOW_HINT}</p>
        </div>
      ) : (
        <p className={frameCss.muted}>{BACKUP_NOW_WHERE}</p>
      )}
    </section>
  )
}
