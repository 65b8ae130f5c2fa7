import { useCallback, useEffect, useState } from 'react'
import type { PostListItem } from '../../posts/postList'
import { errorMessage } from '../session/errors'
import { ADMIN_HOME, type AdminRoute } from '../../routes'
import { purgeDate, type EditablePost } from '../../posts/storedPost'
import { PostEditor } from '../editor/PostEditor'
import { Loading } from '../ui/Loading'
import { ErrorMessage } from '../ui/Messages'
import { Link } from '../shell/router'
import { useSession } from '../session/session'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { useDatabase } from '../data/useDatabase'
import * as frameCss from '../styles/frame'

type Loaded = { post: EditablePost | null; others: PostListItem[] }

/** Loads the post (none for a new one) and the other posts' slugs, then opens the editor (or offers a trashed post back). */
export function EditorScreen({ route }: { route: AdminRoute }) {
  const api = useDatabase()
  const { refreshSite } = useSession()
  const time = useTime()
  const id = route.screen === 'edit' ? route.id : null
  const [loaded, setLoaded] = useState<Loaded | { error: string } | null>(null)

  const load = useCallback(
    () =>
      Promise.all([id ? api.getPost(id) : null, api.listPosts()]).then(
        ([post, all]) => setLoaded({ post, others: all.filter((other) => other.id !== id) }),
        (failure: unknown) => setLoaded({ error: errorMessage(failure) }),
      ),
    [api, id],
  )
  useEffect(() => void load(), [load])

  if (!loaded) return <Loading />
  if ('error' in loaded) {
    return <ErrorMessage>{loaded.error}</ErrorMessage>
  }
  const { post, others } = loaded
  if (id && !post) {
    return (
      <section className={frameCss.narrow}>
        <h1>Post não encontrado</h1>
        <p>Este post não existe mais: foi excluído definitivamente.</p>
        <Link className={frameCss.link} to={ADMIN_HOME}>
          Voltar para os posts
        </Link>
      </section>
    )
  }
  if (post?.deleted_at) {
    const restore = () =>
      api.restorePost(post.id).then(
        async (restored) => {
          if (restored.published) await refreshSite()
          await load()
        },
        (failure: unknown) => setLoaded({ error: errorMessage(failure) }),
      )
    return (
      <section className={frameCss.narrow}>
        <h1>{post.title}</h1>
        <p>
          Este post está na lixeira desde {time.dateTime(post.deleted_at)} e será apagado para sempre em{' '}
          {time.dateTime(purgeDate(post.deleted_at).toISOString())}. Restaure-o para editar.
        </p>
        <div className={frameCss.row}>
          <button type="button" className={buttonClass()} onClick={() => void restore()}>
            Restaurar
          </button>
          <Link className={frameCss.link} to={ADMIN_HOME}>
            Voltar para os posts
          </Link>
        </div>
      </section>
    )
  }
  const taken = {
    all: new Set(others.map((other) => other.slug)),
    trashed: new Set(others.filter((other) => other.deleted_at).map((other) => other.slug)),
  }
  return <PostEditor post={post} taken={taken} />
}
