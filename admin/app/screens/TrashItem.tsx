import type { PostListItem } from '../../posts/postList'
import { purgeDate } from '../../posts/storedPost'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { useTime } from '../shell/useTime'
import { PostButton, PostRow } from './PostRow'
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
  const time = useTime()
  return (
    <PostRow
      busy={busy}
      summary={
        <>
          <span className={screensCss.badge}>Na lixeira</span>
          <h2>{post.title}</h2>
          <p className={frameCss.muted}>
            Excluído em {time.dateTime(post.deleted_at)} · apagado para sempre em {time.dateTime(purgeDate(post.deleted_at).toISOString())}{' '}
            · {BLOG_PATH}/{post.slug}
          </p>
        </>
      }
    >
      <PostButton verb="Restaurar" post={post} busy={busy} onClick={onRestore} />
      <PostButton verb="Excluir definitivamente" post={post} busy={busy} variants={['quiet', 'danger']} onClick={onDelete} />
    </PostRow>
  )
}
