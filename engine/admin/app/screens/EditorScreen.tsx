import { useEffect, useState } from 'react'
import type { PostListItem } from '../../api'
import { errorMessage } from '../../errors'
import { ADMIN_HOME, type AdminRoute } from '../../routes'
import type { PostRow } from '../../../blog/schema'
import { PostEditor } from '../editor/PostEditor'
import { Loading } from '../Loading'
import { ErrorMessage } from '../Messages'
import { Link } from '../router'
import { useApi } from '../useApi'

type Loaded = { post: PostRow | null; others: PostListItem[] }

/** Loads the post (none for a new one) and the other posts' slugs, then opens the editor. */
export function EditorScreen({ route }: { route: AdminRoute }) {
  const api = useApi()
  const id = route.screen === 'edit' ? route.id : null
  const [loaded, setLoaded] = useState<Loaded | { error: string } | null>(null)

  useEffect(() => {
    Promise.all([id ? api.getPost(id) : null, api.listPosts()]).then(
      ([post, all]) => setLoaded({ post, others: all.filter((other) => other.id !== id) }),
      (failure: unknown) => setLoaded({ error: errorMessage(failure) }),
    )
  }, [id])

  if (!loaded) return <Loading />
  if ('error' in loaded) {
    return <ErrorMessage>{loaded.error}</ErrorMessage>
  }
  if (id && !loaded.post) {
    return (
      <section className="adm-narrow">
        <h1>Post não encontrado</h1>
        <p>Este post não existe mais: talvez tenha sido excluído.</p>
        <Link to={ADMIN_HOME}>Voltar para os posts</Link>
      </section>
    )
  }
  return <PostEditor post={loaded.post} takenSlugs={new Set(loaded.others.map((other) => other.slug))} />
}
