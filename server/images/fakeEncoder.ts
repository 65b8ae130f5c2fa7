import type { Encoder } from './render'

/** An encoder for tests: counts its calls, makes renditions of `bytes` bytes, and holds them while `hold()` is in force. */
export function fakeEncoder(bytes = 100) {
  const calls: string[] = []
  const callWaiters: (() => void)[] = []
  let gate = Promise.resolve()
  let open = () => undefined as void
  const encode: Encoder = async (_source, size, format) => {
    calls.push(`${size.width}x${size.height}.${format}`)
    for (const resolve of callWaiters.splice(0)) resolve()
    await gate
    return { body: new Uint8Array(bytes), type: `image/${format}`, etag: `"${format}-${size.width}-${calls.length}"` }
  }
  return {
    encode,
    calls,
    /** Resolves at the next call. */
    nextCall: () => new Promise<void>((resolve) => callWaiters.push(resolve)),
    /** Encodes started from now on wait for release(). */
    hold: () => void (gate = new Promise((resolve) => (open = resolve))),
    release: () => open(),
  }
}
