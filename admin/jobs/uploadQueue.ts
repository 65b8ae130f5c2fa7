/** What the upload endpoint answered: the photo as stored, or its refusal (status 0: no answer at all). */
export type SendResult = { ok: true; id: string; width: number; height: number } | { ok: false; status: number; message: string | null }

/** Sends one photo's bytes, reporting the share sent (0 to 1). */
export type Transport = (blob: Blob, onProgress: (fraction: number) => void) => Promise<SendResult>

/** A photo kept on the device until the server has it. */
export type KeptPhoto = { key: string; jobKey: string; blob: Blob }

/** Where unsent photos wait (IndexedDB in the browser). */
export type PhotoKeeper = {
  put(photo: KeptPhoto): Promise<void>
  remove(key: string): Promise<void>
  list(jobKey: string): Promise<KeptPhoto[]>
}

/** Where one photo's upload stands, as its row shows it. */
export type UploadState =
  | { phase: 'sending'; percent: number }
  | { phase: 'retrying'; attempt: number; seconds: number }
  | { phase: 'sent'; id: string; width: number; height: number }
  | { phase: 'refused'; status: number; message: string }
  | { phase: 'failed'; message: string }

/** The waits before each new try after a dropped connection or a busy server, in ms: about two minutes in all. */
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000] as const

/** Said when every try failed; the photo stays on the device. */
export const UPLOAD_GAVE_UP = 'A foto não foi enviada: a conexão caiu. Ela continua guardada neste aparelho; toque em “Tentar de novo”.'

const REFUSED: Record<number, string> = {
  401: 'Sua sessão terminou. Entre novamente: a foto continua guardada neste aparelho.',
  403: 'Sua conta não tem permissão para enviar fotos.',
  413: 'A foto passou de 15 MB. Mande uma foto menor.',
  415: 'O servidor não conseguiu ler esta foto. Mande em JPEG ou PNG.',
}

/** Whether a failure may pass by itself: no answer, a timeout, too many requests, a server error. */
const passing = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500

/**
 * Uploads a kept photo, trying again after each dropped connection with growing waits, and forgets it once the
 * server has it. A refusal (a photo the server cannot read: its own pt-BR message) is final; the photo stays kept
 * after a refusal or when every try failed, so the owner can try again later.
 */
export async function uploadKept(
  photo: KeptPhoto,
  {
    transport,
    keeper,
    onState,
    wait,
    delays = BACKOFF_MS,
  }: {
    transport: Transport
    keeper: PhotoKeeper
    onState(state: UploadState): void
    /** Waits some ms (a timer in the browser; the tests move on at once). */
    wait(ms: number): Promise<void>
    delays?: readonly number[]
  },
): Promise<UploadState> {
  for (let attempt = 0; ; attempt++) {
    onState({ phase: 'sending', percent: 0 })
    const result = await transport(photo.blob, (fraction) =>
      onState({ phase: 'sending', percent: Math.min(100, Math.round(fraction * 100)) }),
    ).catch((): SendResult => ({ ok: false, status: 0, message: null }))
    if (result.ok) {
      await keeper.remove(photo.key).catch(() => undefined)
      return done(onState, { phase: 'sent', id: result.id, width: result.width, height: result.height })
    }
    const delay = delays[attempt]
    if (!passing(result.status))
      return done(onState, {
        phase: 'refused',
        status: result.status,
        message: result.message ?? REFUSED[result.status] ?? 'O servidor recusou esta foto.',
      })
    if (delay === undefined) return done(onState, { phase: 'failed', message: UPLOAD_GAVE_UP })
    onState({ phase: 'retrying', attempt: attempt + 2, seconds: Math.round(delay / 1000) })
    await wait(delay)
  }
}

function done(onState: (state: UploadState) => void, state: UploadState): UploadState {
  onState(state)
  return state
}
