import { readFileSync } from 'node:fs'

/** CPU time (clock ticks, a hundredth of a second on Linux) a process has used so far, from /proc. */
export const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return Number(fields[11]) + Number(fields[12])
}

/** Waits until the server is idle (under a tenth of a core for a second): at start it encodes the newest posts' images. */
export async function settled(pid: number | undefined): Promise<void> {
  if (pid === undefined) return
  for (let second = 0, last = cpuTicks(pid); second < 60; second++) {
    await new Promise((done) => setTimeout(done, 1000))
    const now = cpuTicks(pid)
    if (now - last < 10) return
    last = now
  }
}
