import { useEffect, useState } from 'react'
import { backupNote } from '../backups'
import { useLoadDatabase } from '../useDatabase'
import * as frameCss from '../styles/frame'

/** When the nightly backup last succeeded, read once the list has loaded; nothing when it cannot be read. */
export function LastBackup() {
  const loadDatabase = useLoadDatabase()
  const [note, setNote] = useState<ReturnType<typeof backupNote> | null>(null)
  useEffect(() => {
    let current = true
    loadDatabase()
      .then((api) => api.lastBackup())
      .then(
        (finishedAt) => current && setNote(backupNote(finishedAt, new Date())),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [loadDatabase])
  return note && <p className={note.late ? frameCss.notice : frameCss.muted}>{note.text}</p>
}
