import type { PostListItem } from '../../api'
import { adminPath } from '../../routes'
import { saoPauloDateTime } from '../../saoPaulo'
import { postStatus } from '../../storedPost'
import { longDate } from '../../../blog/format'
import { BLOG_PATH } from '../../../blog/pagination'
import { Link } from '../router'
import { buttonClass } from '../ui'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/** What the owner can do to a post from the list. */
export type PostAction = 'publish' | 'unpublish' | 'duplicate' | 'trash'

const badges = { draft: 'Rascunho', published: 'Publicado', scheduled: 'Agendado' } as const
const statusBadges = { draft: undefined, published: screensCss.publishedBadge, scheduled: screensCss.scheduledBadge }

/** When a post went or goes out, in the owner's words. */
function when(post: PostListItem, status: keyof typeof badges): string {
  if (status === 'scheduled') return `Agendado para ${saoPauloDateTime(post.published_at ?? '')}`
  if (status === 'published') return `Publicado em ${longDate(post.published_at ?? post.created_at)}`
  return `Criado em ${longDate(post.created_at)}`
}

/** One post of the list: status, title, dates, address and its actions (each named with the title for screen readers). */
export function PostItem({ post, busy, onAction }: { post: PostListItem; busy: boolean; onAction(action: PostAction): void }) {
  const status = postStatus(post)
  if (status === 'trash') return null
  const editPath = adminPath({ screen: 'edit', id: post.id })
  const named = (verb: string) => `${verb} “${post.title}”`
  const edited = longDate(post.updated_at) !== longDate(post.created_at)
  const toggle = status === 'published' ? 'Despublicar' : status === 'scheduled' ? 'Publicar agora' : 'Publicar'
  return (
    <li className={screensCss.post} aria-busy={busy}>
      <div className={screensCss.postText}>
        <span className={cx(screensCss.badge, statusBadges[status])}>{badges[status]}</span>
        <h2>
          <Link to={editPath}>{post.title}</Link>
        </h2>
        <p className={frameCss.muted}>
          {when(post, status)}
          {edited && ` · editado em ${longDate(post.updated_at)}`} · {BLOG_PATH}/{post.slug}
        </p>
      </div>
      <div className={frameCss.row}>
        <Link to={editPath} className={buttonClass('small')} aria-label={named('Editar')}>
          Editar
        </Link>
        <button
          type="button"
          className={buttonClass('small', 'quiet')}
          disabled={busy}
          aria-label={named(toggle)}
          onClick={() => onAction(status === 'published' ? 'unpublish' : 'publish')}
        >
          {toggle}
        </button>
        <button
          type="button"
          className={buttonClass('small', 'quiet')}
          disabled={busy}
          aria-label={named('Duplicar')}
          onClick={() => onAction('duplicate')}
        >
          Duplicar
        </button>
        {status === 'published' && (
          <a
            className={buttonClass('small', 'quiet')}
            href={`${BLOG_PATH}/${post.slug}`}
            target="_blank"
            rel="noopener"
            aria-label={named('Ver no blog')}
          >
            Ver no blog
          </a>
        )}
        <button
          type="button"
          className={buttonClass('small', 'quiet', 'danger')}
          disabled={busy}
          aria-label={named('Excluir')}
          onClick={() => onAction('trash')}
        >
          Excluir
        </button>
      </div>
    </li>
  )
}
