import { useData } from 'vike-react/useData'
import { HeadTags } from '../../renderer/HeadTags'
import type { Data } from './+data'

export default function Head() {
  return <HeadTags head={useData<Data>().head} />
}
