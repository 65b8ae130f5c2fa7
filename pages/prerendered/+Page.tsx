import { useData } from 'vike-react/useData'
import { Blocks } from '../../engine/blocks/Blocks'
import type { Data } from './+data'

export default function Page() {
  return <Blocks blocks={useData<Data>().blocks} />
}
