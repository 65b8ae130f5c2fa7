import type { PostListItem } from '../../posts/postList'
import { postStatus, TRASH_DAYS } from '../../posts/storedPost'
import * as frameCss from '../styles/frame'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The counts over the list: by status for the posts, the rules of the trash for the trash. */
export function PostsSummary({ posts, trash }: { posts: PostListItem[]; trash: boolean }) {
  if (trash) {
    return (
      <p className={frameCss.muted}>
        Posts excluídos ficam aqui por {TRASH_DAYS} dias e depois são apagados para sempre. Enquanto estão na lixeira, saem do blog e o
        endereço deles continua reservado.
      </p>
    )
  }
  const statuses = posts.map((post) => postStatus(post)).filter((status) => status !== 'trash')
  const of = (status: string) => statuses.filter((each) => each === status).length
  const scheduled = of('scheduled')
  return (
    <p className={frameCss.muted}>
      {count(statuses.length, 'post', 'posts')}: {count(of('published'), 'publicado', 'publicados')}
      {scheduled > 0 && `, ${count(scheduled, 'agendado', 'agendados')}`}, {count(of('draft'), 'rascunho', 'rascunhos')}
    </p>
  )
}
