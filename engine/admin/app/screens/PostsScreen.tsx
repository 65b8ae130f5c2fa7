import { useEffect, useState } from 'react'
import type { PostListItem } from '../../api'
import { errorMessage, SITE_NOT_REFRESHED } from '../../errors'
import { adminPath } from '../../routes'
import { titleMatches } from '../../search'
import { DeletePostDialog } from '../ConfirmDialog'
import { Loading } from '../Loading'
import { ErrorMessage, Notice } from '../Messages'
import { Link, useRouter } from '../router'
import { useSession } from '../session'
import { buttonClass } from '../ui'
import { useApi } from '../useApi'
import { PostItem, type PostAction } from './PostItem'

/** Every post, drafts included, newest first, with a search by title and the actions on each. */
export function PostsScreen() {
  const api = useApi()
  const { refreshSite } = useSession()
  const { flash, navigate } = useRouter()
  const [posts, setPosts] = useState<PostListItem[] | null>(null)
  const [query, setQuery] = useState('')
  const [notice, setNotice] = useState(flash)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<PostListItem | null>(null)

  const load = () => api.listPosts().then(setPosts, (failure: unknown) => setError(errorMessage(failure)))
  useEffect(() => void load(), [])

  async function change(post: PostListItem, work: () => Promise<unknown>, done: string, touchesSite = true) {
    setBusy(post.id)
    setNotice(null)
    setError(null)
    try {
      await work()
      setNotice(!touchesSite || (await refreshSite()) ? done : `${done} ${SITE_NOT_REFRESHED}`)
      await load()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(null)
    }
  }

  const act = (post: PostListItem, action: PostAction) => {
    if (action === 'delete') return setDeleting(post)
    if (action === 'duplicate') {
      setBusy(post.id)
      return api.duplicatePost(post.id).then(
        (copy) => navigate(adminPath({ screen: 'edit', id: copy.id }), { flash: 'Cópia criada como rascunho: ajuste o título e o endereço.' }),
        (failure: unknown) => {
          setError(errorMessage(failure))
          setBusy(null)
        },
      )
    }
    const published = action === 'publish'
    return change(post, () => api.updatePost(post.id, { published }), published ? `“${post.title}” foi publicado.` : `“${post.title}” saiu do blog e voltou a ser rascunho.`)
  }

  const visible = posts?.filter((post) => titleMatches(post.title, query)) ?? []
  const drafts = posts?.filter((post) => !post.published).length ?? 0

  return (
    <section>
      <div className="adm-titlebar">
        <h1>Posts</h1>
        <Link to={adminPath({ screen: 'new' })} className={buttonClass()}>
          Novo post
        </Link>
      </div>
      <Notice>{notice}</Notice>
      <ErrorMessage>{error}</ErrorMessage>
      <label className="adm-field adm-search">
        <span>Buscar pelo título</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {posts === null ? (
        !error && <Loading />
      ) : (
        <>
          <p className="adm-muted">
            {posts.length} {posts.length === 1 ? 'post' : 'posts'}: {posts.length - drafts} {posts.length - drafts === 1 ? 'publicado' : 'publicados'}, {drafts} {drafts === 1 ? 'rascunho' : 'rascunhos'}
          </p>
          {visible.length > 0 ? (
            <ul className="adm-posts">
              {visible.map((post) => (
                <PostItem key={post.id} post={post} busy={busy === post.id} onAction={(action) => void act(post, action)} />
              ))}
            </ul>
          ) : (
            <p>{posts.length ? `Nenhum post com “${query}” no título.` : 'Nenhum post ainda. Que tal escrever o primeiro?'}</p>
          )}
        </>
      )}
      {deleting && (
        <DeletePostDialog
          post={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null)
            void change(deleting, () => api.deletePost(deleting.id), `“${deleting.title}” foi excluído.`, deleting.published)
          }}
        />
      )}
    </section>
  )
}
