import type { PostListItem } from '../../api'
import { adminPath } from '../../routes'
import { longDate } from '../../../blog/format'
import { BLOG_PATH } from '../../../blog/pagination'
import { Link } from '../router'
import { buttonClass } from '../ui'

/** What the owner can do to a post from the list. */
export type PostAction = 'publish' | 'unpublish' | 'duplicate' | 'delete'

/** One post of the list: status, title, dates, address and its actions (each named with the title for screen readers). */
export function PostItem({ post, busy, onAction }: { post: PostListItem; busy: boolean; onAction(action: PostAction): void }) {
  const editPath = adminPath({ screen: 'edit', id: post.id })
  const named = (verb: string) => `${verb} “${post.title}”`
  const edited = longDate(post.updated_at) !== longDate(post.created_at)
  return (
    <li className="adm-post" aria-busy={busy}>
      <div className="adm-post-text">
        <span className={post.published ? 'adm-badge adm-live' : 'adm-badge'}>{post.published ? 'Publicado' : 'Rascunho'}</span>
        <h2>
          <Link to={editPath}>{post.title}</Link>
        </h2>
        <p className="adm-muted">
          {longDate(post.created_at)}
          {edited && ` · editado em ${longDate(post.updated_at)}`} · {BLOG_PATH}/{post.slug}
        </p>
      </div>
      <div className="adm-row">
        <Link to={editPath} className={buttonClass('small')} aria-label={named('Editar')}>
          Editar
        </Link>
        <button type="button" className={buttonClass('small', 'quiet')} disabled={busy} aria-label={named(post.published ? 'Despublicar' : 'Publicar')} onClick={() => onAction(post.published ? 'unpublish' : 'publish')}>
          {post.published ? 'Despublicar' : 'Publicar'}
        </button>
        <button type="button" className={buttonClass('small', 'quiet')} disabled={busy} aria-label={named('Duplicar')} onClick={() => onAction('duplicate')}>
          Duplicar
        </button>
        {post.published && (
          <a className={buttonClass('small', 'quiet')} href={`${BLOG_PATH}/${post.slug}`} target="_blank" rel="noopener" aria-label={named('Ver no blog')}>
            Ver no blog
          </a>
        )}
        <button type="button" className={buttonClass('small', 'quiet', 'danger')} disabled={busy} aria-label={named('Excluir')} onClick={() => onAction('delete')}>
          Excluir
        </button>
      </div>
    </li>
  )
}
