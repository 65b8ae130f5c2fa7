import { useEffect, useState } from 'react'
import { backupNote } from '../backups'
import { useTime } from '../useTime'
import { useLoadDatabase } from '../useDatabase'
import * as frameCss from '../styles/frame'

/** When the nightly backup last succeeded, read once the list has loaded; nothing when it cannot be read. */
export function LastBackup() {
  const loadDatabase = useLoadDatabase()
  const time = useTime()
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
  return note && <p className={note.late ? frameCss.notice : frameCss.muted}>{note.text}</p>
}
