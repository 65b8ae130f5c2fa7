import type { PostListItem } from '../../api'
import { purgeDate } from '../../storedPost'
import { longDate } from '../../../blog/format'
import { BLOG_PATH } from '../../../blog/pagination'
import { buttonClass } from '../ui'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/** One post in the trash: when it went there, when it will be gone, and the way back. */
export function TrashItem({
  post,
  busy,
  onRestore,
  onDelete,
}: {
  post: PostListItem & { deleted_at: string }
  busy: boolean
  onRestore(): void
  onDelete(): void
}) {
  const named = (verb: string) => `${verb} “${post.title}”`
  return (
    <li className={screensCss.post} aria-busy={busy}>
      <div className={screensCss.postText}>
        <span className={screensCss.badge}>Na lixeira</span>
        <h2>{post.title}</h2>
        <p className={frameCss.muted}>
          Excluído em {longDate(post.deleted_at)} · apagado para sempre em {longDate(purgeDate(post.deleted_at).toISOString())} ·{' '}
          {BLOG_PATH}/{post.slug}
        </p>
      </div>
      <div className={frameCss.row}>
        <button type="button" className={buttonClass('small')} disabled={busy} aria-label={named('Restaurar')} onClick={onRestore}>
          Restaurar
        </button>
        <button
          type="button"
          className={buttonClass('small', 'quiet', 'danger')}
          disabled={busy}
          aria-label={named('Excluir definitivamente')}
          onClick={onDelete}
        >
          Excluir definitivamente
        </button>
      </div>
    </li>
  )
}
