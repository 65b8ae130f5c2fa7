import { useData } from 'vike-react/useData'
import { JobArticle } from '../../engine/jobs/JobArticle'
import type { Data } from './+data'

export default function Page() {
  return <JobArticle job={useData<Data>()} />
}
