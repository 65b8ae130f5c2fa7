import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { jobView } from '../../engine/jobs/jobView'

export type Data = Awaited<ReturnType<typeof data>>

/** A published job; an unknown slug is not found, and jobs never read (the database away since the start) are unavailable. */
export async function data(pageContext: PageContextServer) {
  const { jobs } = pageContext.env
  const known = await jobs.current()
  if (!known || !jobs.photoBase) throw render(503, 'the published jobs could not be read')
  const view = jobView(pageContext.globalContext.site, known.value, pageContext.routeParams.slug, jobs.photoBase)
  if (!view) throw render(404)
  return view
}
