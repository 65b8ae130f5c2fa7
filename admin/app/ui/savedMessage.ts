import type { ZonedTime } from '../../../engine/text/timeZone'
import type { StoredPost } from '../../posts/storedPost'
import { postStatus } from '../../posts/storedPost'

type Status = ReturnType<typeof postStatus>

/** What a save did, as the owner sees it on the blog. */
export function savedMessage(before: Status, row: StoredPost, time: ZonedTime): string {
  const after = postStatus(row)
  if (after === 'scheduled') return `Post agendado: entra no blog em ${time.dateTime(row.published_at ?? '')} (horário de São Paulo).`
  if (after === 'published')
    return before === 'published' ? 'Alterações publicadas: o blog já mostra a nova versão.' : 'Post publicado: já está no blog.'
  if (before === 'published') return 'Post tirado do blog: voltou a ser rascunho.'
  if (before === 'scheduled') return 'Agendamento cancelado: o post voltou a ser rascunho.'
  return 'Rascunho salvo. Ele só aparece no blog depois de publicado.'
}

/** What taking a post out of the trash did: back on the blog, back in the schedule, or back among the drafts. */
export function restoredMessage(row: StoredPost, time: ZonedTime): string {
  const status = postStatus({ ...row, deleted_at: null })
  const back = `“${row.title}” foi restaurado`
  if (status === 'published') return `${back} e voltou ao blog.`
  if (status === 'scheduled') return `${back}: entra no blog em ${time.dateTime(row.published_at ?? '')} (horário de São Paulo).`
  return `${back} e continua como rascunho.`
}
