import { describe, expect, it } from 'vitest'
import { UPLOAD_GAVE_UP, uploadKept, type KeptPhoto, type PhotoKeeper, type SendResult, type UploadState } from './uploadQueue'

/** A keeper in memory, as IndexedDB keeps photos in the browser. */
function memoryKeeper(): PhotoKeeper & { kept: Map<string, KeptPhoto> } {
  const kept = new Map<string, KeptPhoto>()
  return {
    kept,
    put: async (photo) => void kept.set(photo.key, photo),
    remove: async (key) => void kept.delete(key),
    list: async (jobKey) => [...kept.values()].filter((photo) => photo.jobKey === jobKey),
  }
}

const SENT: SendResult = { ok: true, id: '00000000-0000-4000-8000-000000000001', width: 2400, height: 1600 }

/** A transport that answers from a script, reporting half, then all, of each send. */
function scripted(answers: (SendResult | Error)[]) {
  let calls = 0
  const transport = async (_blob: Blob, onProgress: (fraction: number) => void) => {
    onProgress(0.5)
    const answer = answers[calls++] ?? SENT
    if (answer instanceof Error) throw answer
    onProgress(1)
    return answer
  }
  return { transport, calls: () => calls }
}

async function run(answers: (SendResult | Error)[], delays?: number[]) {
  const keeper = memoryKeeper()
  const photo = { key: 'k1', jobKey: 'novo', blob: new Blob(['jpeg']) }
  await keeper.put(photo)
  const states: UploadState[] = []
  const waits: number[] = []
  const { transport, calls } = scripted(answers)
  const result = await uploadKept(photo, {
    transport,
    keeper,
    onState: (state) => states.push(state),
    wait: async (ms) => void waits.push(ms),
    delays,
  })
  return { result, states, waits, calls: calls(), keeper }
}

describe('uploadKept', () => {
  it('sends with progress and forgets the photo once the server has it', async () => {
    const { result, states, keeper } = await run([SENT])
    expect(states.map((s) => (s.phase === 'sending' ? s.percent : s.phase))).toEqual([0, 50, 100, 'sent'])
    expect(result).toEqual({ phase: 'sent', id: SENT.ok && SENT.id, width: 2400, height: 1600 })
    expect(keeper.kept.size).toBe(0)
  })

  it('tries again with growing waits while the connection drops or the server fails, then succeeds', async () => {
    const { result, waits, states, calls } = await run(
      [new TypeError('Failed to fetch'), { ok: false, status: 503, message: null }, SENT],
      [10, 20, 40],
    )
    expect(result.phase).toBe('sent')
    expect(calls).toBe(3)
    expect(waits).toEqual([10, 20])
    expect(states.filter((s) => s.phase === 'retrying').map((s) => s.phase === 'retrying' && s.attempt)).toEqual([2, 3])
  })

  it('keeps the photo on the device when every try failed, so it can be sent later', async () => {
    const { result, keeper, calls } = await run([new TypeError('x'), new TypeError('x'), new TypeError('x')], [10, 20])
    expect(result).toEqual({ phase: 'failed', message: UPLOAD_GAVE_UP })
    expect(calls).toBe(3)
    expect([...keeper.kept.keys()]).toEqual(['k1'])
    const resumed = await uploadKept((await keeper.list('novo'))[0] as KeptPhoto, {
      transport: scripted([SENT]).transport,
      keeper,
      onState: () => undefined,
      wait: async () => undefined,
    })
    expect(resumed.phase).toBe('sent')
    expect(keeper.kept.size).toBe(0)
  })

  it('shows the server’s own message for a photo it cannot read, and does not try again', async () => {
    const message = 'No iPhone: Ajustes → Câmera → Formatos → Mais Compatível.'
    const { result, calls, keeper } = await run([{ ok: false, status: 415, message }])
    expect(result).toEqual({ phase: 'refused', status: 415, message })
    expect(calls).toBe(1)
    expect(keeper.kept.size).toBe(1)
  })
})
