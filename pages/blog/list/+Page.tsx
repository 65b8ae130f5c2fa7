import { useData } from 'vike-react/useData'
import { BlogList } from '../../../blog/ui/BlogList'
import type { Data } from './+data'

export default function Page() {
  return <BlogList view={useData<Data>()} />
}
