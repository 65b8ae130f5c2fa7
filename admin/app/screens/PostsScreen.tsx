import { useCallback, useEffect, useState } from 'react'
import type { PostListItem } from '../../posts/postList'
import type { AdminDatabase } from '../data/database'
import { errorMessage, SITE_NOT_REFRESHED } from '../session/errors'
import { adminPath } from '../../routes'
import { restoredMessage } from '../ui/savedMessage'
import { titleMatches } from '../data/search'
import { postStatus, TRASH_DAYS } from '../../posts/storedPost'
import { DeletePostDialog, TakeOffBlogDialog } from '../ui/ConfirmDialog'
import { Loading } from '../ui/Loading'
import { Toast } from '../ui/Messages'
import { Link, useRouter } from '../shell/router'
import { useSession } from '../session/session'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { useServedPosts } from '../data/firstPosts'
import { useLoadDatabase } from '../data/useDatabase'
import { LastBackup } from './LastBackup'
import { PostItem, type PostAction } from './PostItem'
import { PostsSummary } from './PostsSummary'
import { TrashItem } from './TrashItem'
import { cx } from '@linaria/core'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'
import * as historyCss from '../styles/history'
import * as screensCss from '../styles/screens'
import * as toastCss from '../styles/toast'

type Trashed = PostListItem & { deleted_at: string }
const inTrash = (post: PostListItem): post is Trashed => post.deleted_at !== null

/** Every post, drafts and scheduled ones included, newest first, with a search by title, the actions on each, and the trash. */
export function PostsScreen() {
  const loadDatabase = useLoadDatabase()
  const { refreshSite } = useSession()
  const time = useTime()
  const { flash, navigate } = useRouter()
  const served = useServedPosts()
  const [posts, setPosts] = useState(served)
  const [trash, setTrash] = useState(false)
  const [query, setQuery] = useState('')
  const [notice, setNotice] = useState(flash)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Trashed | null>(null)
  const [takingOff, setTakingOff] = useState<{ post: PostListItem; action: 'trash' | 'unpublish' } | null>(null)

  const call = useCallback(<T,>(work: (api: AdminDatabase) => Promise<T>) => loadDatabase().then(work), [loadDatabase])
  const load = useCallback(
    () => call((api) => api.listPosts()).then(setPosts, (failure: unknown) => setError(errorMessage(failure))),
    [call],
  )
  // Emptying the old trash is housekeeping beside the list, not a step before it (one round trip less before the list
  // shows): the list loads again when it removed a post; when it fails, the next visit tries again. The server's rows
  // need no second read.
  useEffect(
    () =>
      void Promise.all([served ? null : load(), call((api) => api.purgeTrash()).catch(() => 0)]).then(([, purged]) => {
        if (purged > 0) return load()
      }),
    [call, load, served],
  )

  async function change<T>(post: PostListItem, work: () => Promise<T>, said: string | ((result: T) => string), touchesSite = true) {
    setBusy(post.id)
    setNotice(null)
    setError(null)
    try {
      const result = await work()
      const done = typeof said === 'string' ? said : said(result)
      setNotice(!touchesSite || (await refreshSite()) ? done : `${done} ${SITE_NOT_REFRESHED}`)
      await load()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(null)
    }
  }

  /** Acts on a post, once the owner has confirmed what takes a post off the blog. */
  const act = (post: PostListItem, action: PostAction, confirmed = false) => {
    const status = postStatus(post)
    if (!confirmed && status === 'published' && (action === 'trash' || action === 'unpublish')) return setTakingOff({ post, action })
    if (action === 'trash')
      return change(
        post,
        () => call((api) => api.trashPost(post.id)),
        `“${post.title}” foi para a lixeira, onde fica ${TRASH_DAYS} dias antes de ser apagado.`,
        status === 'published',
      )
    if (action === 'duplicate') {
      setBusy(post.id)
      return call((api) => api.duplicatePost(post.id)).then(
        (copy) =>
          navigate(adminPath({ screen: 'edit', id: copy.id }), { flash: 'Cópia criada como rascunho: ajuste o título e o endereço.' }),
        (failure: unknown) => {
          setError(errorMessage(failure))
          setBusy(null)
        },
      )
    }
    const published = action === 'publish'
    // Publishing from the list means now: the database sets the moment when it is null.
    return change(
      post,
      () => call((api) => api.updatePost(post.id, { published, published_at: null })),
      published ? `“${post.title}” foi publicado.` : `“${post.title}” saiu do blog e voltou a ser rascunho.`,
    )
  }

  const restore = (post: Trashed) =>
    change(
      post,
      () => call((api) => api.restorePost(post.id)),
      (row) => restoredMessage(row, time),
      post.published,
    )

  const shown = posts?.filter((post) => inTrash(post) === trash && titleMatches(post.title, query)) ?? []
  const trashed = posts?.filter(inTrash) ?? []

  return (
    <section>
      <div className={frameCss.titlebar}>
        <h1>{trash ? 'Lixeira' : 'Posts'}</h1>
        <Link to={adminPath({ screen: 'new' })} className={buttonClass()}>
          Novo post
        </Link>
      </div>
      <div className={cx(frameCss.row, historyCss.tabs)}>
        <button
          type="button"
          className={trash ? buttonClass('small', 'quiet') : buttonClass('small')}
          aria-pressed={!trash}
          onClick={() => setTrash(false)}
        >
          Posts
        </button>
        <button
          type="button"
          className={trash ? buttonClass('small') : buttonClass('small', 'quiet')}
          aria-pressed={trash}
          onClick={() => setTrash(true)}
        >
          Lixeira ({trashed.length})
        </button>
      </div>
      <label className={cx(formsCss.field, screensCss.search)}>
        <span>Buscar pelo título</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {posts === null ? (
        !error && <Loading />
      ) : (
        <>
          <PostsSummary posts={posts} trash={trash} />
          {!trash && <LastBackup />}
          {shown.length > 0 ? (
            <ul className={screensCss.posts}>
              {shown.map((post) =>
                inTrash(post) ? (
                  <TrashItem
                    key={post.id}
                    post={post}
                    busy={busy === post.id}
                    onDelete={() => setDeleting(post)}
                    onRestore={() => void restore(post)}
                  />
                ) : (
                  <PostItem key={post.id} post={post} busy={busy === post.id} onAction={(action) => void act(post, action)} />
                ),
              )}
            </ul>
          ) : (
            <p>
              {query
                ? `Nenhum post com “${query}” no título.`
                : trash
                  ? 'A lixeira está vazia.'
                  : 'Nenhum post ainda. Que tal escrever o primeiro?'}
            </p>
          )}
        </>
      )}
      <Toast
        className={toastCss.listToast}
        message={error ? { text: error, failed: true } : notice ? { text: notice } : null}
        onClose={() => {
          setNotice(null)
          setError(null)
        }}
      />
      {takingOff && (
        <TakeOffBlogDialog
          post={takingOff.post}
          to={takingOff.action === 'trash' ? 'trash' : 'drafts'}
          onCancel={() => setTakingOff(null)}
          onConfirm={() => {
            setTakingOff(null)
            void act(takingOff.post, takingOff.action, true)
          }}
        />
      )}
      {deleting && (
        <DeletePostDialog
          post={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null)
            void change(
              deleting,
              () => call((api) => api.deleteForever(deleting.id)),
              `“${deleting.title}” foi excluído definitivamente.`,
              false,
            )
          }}
        />
      )}
    </section>
  )
}
