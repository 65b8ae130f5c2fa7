/** The slugs of the published jobs, as the server last read them; null before any read succeeded. */
export type KnownJobs = () => Promise<ReadonlySet<string> | null>

/** None known: every job address is rendered to find out. */
export const noKnownJobs: KnownJobs = async () => null
