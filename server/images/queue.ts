/** Jobs run at most `concurrency` at a time, with at most `maxWaiting` waiting for a turn. */
export type JobQueueOptions = { concurrency: number; maxWaiting: number }

/** A bounded queue of keyed jobs giving `T`, where a key already waiting or running is joined, never run twice at once. */
export type JobQueue<T> = {
  /** The job's result, shared with whoever asked for the same key meanwhile; null when the queue is full. */
  run(key: string, job: () => Promise<T>): Promise<T> | null
  /** Resolves once nothing runs or waits. */
  idle(): Promise<void>
  /** Jobs running and jobs waiting now. */
  stats(): { running: number; waiting: number }
}

/** Creates an empty queue. */
export function createJobQueue<T>({ concurrency, maxWaiting }: JobQueueOptions): JobQueue<T> {
  const jobs = new Map<string, Promise<T>>()
  const waiting: (() => void)[] = []
  const idlers: (() => void)[] = []
  let running = 0

  async function turn(): Promise<void> {
    if (running < concurrency) {
      running++
      return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  // A finishing job hands its slot straight to the next one, so no job started meanwhile can take it too.
  function release() {
    const next = waiting.shift()
    if (next) return next()
    running--
    if (running === 0) for (const resolve of idlers.splice(0)) resolve()
  }

  return {
    run(key, job) {
      const joined = jobs.get(key)
      if (joined) return joined
      if (running >= concurrency && waiting.length >= maxWaiting) return null
      const result = (async () => {
        await turn()
        try {
          return await job()
        } finally {
          jobs.delete(key)
          release()
        }
      })()
      jobs.set(key, result)
      return result
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => idlers.push(resolve))),
    stats: () => ({ running, waiting: waiting.length }),
  }
}
