/** When a repeating job runs, and where its outcome goes. */
export type Schedule<T> = {
  firstMs: number
  everyMs: number
  /** Told after each run: what it returned, or why it failed. */
  report: (outcome: T | Error) => void
}

/**
 * Runs `task` `firstMs` after the call, then `everyMs` after each run ends (so runs never overlap), on unref'd
 * timers that never keep the process alive; a failure is reported and never thrown. `stop` ends the schedule.
 */
export function scheduleRepeating<T>(task: () => Promise<T>, { firstMs, everyMs, report }: Schedule<T>) {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = async () => {
    const outcome = await task().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
    report(outcome)
    if (!stopped) timer = setTimeout(() => void run(), everyMs).unref()
  }
  timer = setTimeout(() => void run(), firstMs).unref()
  return {
    /** No run starts after this; one under way finishes and schedules nothing. */
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
