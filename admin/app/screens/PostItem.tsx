import type { PostListItem } from '../../posts/postList'
import { adminPath } from '../../routes'
import { postStatus } from '../../posts/storedPost'
import type { ZonedTime } from '../../../engine/text/timeZone'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { Link } from '../shell/router'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { actionName, PostButton, PostRow } from './PostRow'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/** What the owner can do to a post from the list. */
export type PostAction = 'publish' | 'unpublish' | 'duplicate' | 'trash'

const badges = { draft: 'Rascunho', published: 'Publicado', scheduled: 'Agendado' } as const
const statusBadges = { draft: undefined, published: screensCss.publishedBadge, scheduled: screensCss.scheduledBadge }

/** When a post went or goes out, in the owner's words. */
function when(post: PostListItem, status: keyof typeof badges, time: ZonedTime): string {
  if (status === 'scheduled') return `Agendado para ${time.dateTime(post.published_at ?? '')}`
  if (status === 'published') return `Publicado em ${time.dateTime(post.published_at ?? post.created_at)}`
  return `Criado em ${time.dateTime(post.created_at)}`
}

/** One post of the list: status, title, dates, address and its actions (each named with the title for screen readers). */
export function PostItem({ post, busy, onAction }: { post: PostListItem; busy: boolean; onAction(action: PostAction): void }) {
  const time = useTime()
  const status = postStatus(post)
  if (status === 'trash') return null
  const editPath = adminPath({ screen: 'edit', id: post.id })
  const edited = time.day(new Date(post.updated_at)) !== time.day(new Date(post.created_at))
  const toggle = status === 'published' ? 'Tirar do blog' : status === 'scheduled' ? 'Publicar agora' : 'Publicar'
  return (
    <PostRow
      busy={busy}
      summary={
        <>
          <span className={cx(screensCss.badge, statusBadges[status])}>{badges[status]}</span>
          {post.pending && (
            <>
              {' '}
              <span className={cx(screensCss.badge, screensCss.scheduledBadge)}>Alterações não publicadas</span>
            </>
          )}
          <h2>
            <Link to={editPath}>{post.title}</Link>
          </h2>
          <p className={frameCss.muted}>
            {when(post, status, time)}
            {edited && ` · editado em ${time.dateTime(post.updated_at)}`} · {BLOG_PATH}/{post.slug}
          </p>
        </>
      }
    >
      <Link to={editPath} className={buttonClass('small')} aria-label={actionName('Editar', post)}>
        Editar
      </Link>
      <PostButton
        verb={toggle}
        post={post}
        busy={busy}
        variants={['quiet']}
        onClick={() => onAction(status === 'published' ? 'unpublish' : 'publish')}
      />
      <PostButton verb="Duplicar" post={post} busy={busy} variants={['quiet']} onClick={() => onAction('duplicate')} />
      {status === 'published' && (
        <a
          className={buttonClass('small', 'quiet')}
          href={`${BLOG_PATH}/${post.slug}`}
          target="_blank"
          rel="noopener"
          aria-label={actionName('Ver no blog', post)}
        >
          Ver no blog
        </a>
      )}
      <PostButton verb="Excluir" post={post} busy={busy} variants={['quiet', 'danger']} onClick={() => onAction('trash')} />
    </PostRow>
  )
}
