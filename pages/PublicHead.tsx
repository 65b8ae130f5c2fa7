import { useData } from 'vike-react/useData'
import type { FramedView } from '../engine/routes/pageView'
import { HeadTags } from '../renderer/HeadTags'

/**
 * The head of every public page (https://vike.dev/Head), from the head its data built. A module apart from the
 * layout, which the client build also reads: the head's inline script exists only once that build is done.
 */
export function PublicHead() {
  return <HeadTags head={useData<FramedView>().head} />
}
