import { useData } from 'vike-react/useData'
import { BlogList } from '../../../blog/ui/BlogList'
import { Frame } from '../../../renderer/frame/Frame'
import { siteContent } from '../../site'
import type { Data } from './+data'

export default function Page() {
  const view = useData<Data>()
  return (
    <Frame content={siteContent()} path={view.path} breadcrumb={view.breadcrumb}>
      <BlogList view={view} />
    </Frame>
  )
}
