import { useData } from 'vike-react/useData'
import { SlottedBlocks } from '../../engine/jobs/slots'
import type { Data } from './+data'

export default function Page() {
  const { blocks, slots } = useData<Data>()
  return <SlottedBlocks blocks={blocks} slots={slots} />
}
