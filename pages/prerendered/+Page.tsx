import { useData } from 'vike-react/useData'
import { Blocks } from '../../engine/blocks/Blocks'
import { Frame } from '../../renderer/frame/Frame'
import { siteContent } from '../site'
import type { Data } from './+data'

export default function Page() {
  const view = useData<Data>()
  return (
    <Frame content={siteContent()} path={view.path} breadcrumb={view.breadcrumb}>
      <Blocks blocks={view.blocks} />
    </Frame>
  )
}
