import { createContext, useContext, type PropsWithChildren } from 'react'
import type { Job } from '../../schemas/job'

/** The published jobs a part of a page is rendered with, and where their photos' renditions are. */
export type JobsInView = { jobs: readonly Job[]; photoBase: string | null }

const none: JobsInView = { jobs: [], photoBase: null }
const JobsContext = createContext<JobsInView>(none)

/**
 * Hands the published jobs to the parts of a page that show them. The build renders those parts with none (no
 * provider); the server renders them again with the current jobs and splices them in (server/jobs/).
 */
export function JobsProvider({ value, children }: PropsWithChildren<{ value: JobsInView }>) {
  return <JobsContext value={value}>{children}</JobsContext>
}

/** The jobs this part of the page shows; none outside a JobsProvider, and none without a place for their photos. */
export function useJobs(): JobsInView {
  const value = useContext(JobsContext)
  return value.photoBase ? value : none
}

/** Month and year of a delivery, 'março de 2026', from 'YYYY-MM'. */
export function deliveredMonth(delivered: string): string {
  return new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${delivered}-01T00:00:00Z`))
}
