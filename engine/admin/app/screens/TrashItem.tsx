import type { PostListItem } from '../../api'
import { purgeDate } from '../../storedPost'
import { longDate } from '../../../blog/format'
import { BLOG_PATH } from '../../../blog/pagination'
import { buttonClass } from '../ui'

/** One post in the trash: when it went there, when it will be gone, and the way back. */
export function TrashItem({ post, busy, onRestore, onDelete }: { post: PostListItem & { deleted_at: string }; busy: boolean; onRestore(): void; onDelete(): void }) {
  const named = (verb: string) => `${verb} “${post.title}”`
  return (
    <li className="adm-post" aria-busy={busy}>
      <div className="adm-post-text">
        <span className="adm-badge">Na lixeira</span>
        <h2>{post.title}</h2>
        <p className="adm-muted">
          Excluído em {longDate(post.deleted_at)} · apagado para sempre em {longDate(purgeDate(post.deleted_at).toISOString())} · {BLOG_PATH}/{post.slug}
        </p>
      </div>
      <div className="adm-row">
        <button type="button" className={buttonClass('small')} disabled={busy} aria-label={named('Restaurar')} onClick={onRestore}>
          Restaurar
        </button>
        <button type="button" className={buttonClass('small', 'quiet', 'danger')} disabled={busy} aria-label={named('Excluir definitivamente')} onClick={onDelete}>
          Excluir definitivamente
        </button>
      </div>
    </li>
  )
}
