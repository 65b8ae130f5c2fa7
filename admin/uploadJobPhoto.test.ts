import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobPhotoUploadError, uploadJobPhoto } from './siteEndpoints'

/** The browser's XMLHttpRequest as the upload uses it, driven by the test. */
class FakeRequest {
  static last: FakeRequest
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {}
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  status = 0
  responseText = ''
  sent: { method: string; url: string; headers: Record<string, string>; body?: unknown } = { method: '', url: '', headers: {} }

  constructor() {
    FakeRequest.last = this
  }
  open(method: string, url: string) {
    this.sent = { ...this.sent, method, url }
  }
  setRequestHeader(name: string, value: string) {
    this.sent.headers[name] = value
  }
  send(body: unknown) {
    this.sent.body = body
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const photo = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' })

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('uploadJobPhoto', () => {
  it("sends the photo's bytes with the admin's token, reports progress and gives the stored photo", async () => {
    const progress: number[] = []
    const uploading = uploadJobPhoto('token-da-dona', photo, (fraction) => progress.push(fraction))
    const request = FakeRequest.last
    expect(request.sent).toEqual({
      method: 'POST',
      url: '/api/admin/trabalhos/fotos',
      headers: { authorization: 'Bearer token-da-dona', 'content-type': 'image/jpeg' },
      body: photo,
    })
    request.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 })
    request.upload.onload?.()
    request.answer(201, { id: 'a1b2', width: 1800, height: 2400 })
    expect(await uploading).toEqual({ id: 'a1b2', width: 1800, height: 2400 })
    expect(progress).toEqual([0.5, 1])
  })

  it("rejects with the site's pt-BR message and status", async () => {
    const uploading = uploadJobPhoto('t', photo)
    FakeRequest.last.answer(415, { error: 'Esta foto está no formato HEIC do iPhone…' })
    await expect(uploading).rejects.toEqual(new JobPhotoUploadError(415, 'Esta foto está no formato HEIC do iPhone…'))
    await expect(uploading).rejects.toMatchObject({ status: 415 })
  })

  it('rejects with status 0 when the connection fails, or stalls for a minute', async () => {
    const failing = uploadJobPhoto('t', photo)
    FakeRequest.last.onerror?.()
    await expect(failing).rejects.toMatchObject({ status: 0, message: expect.stringContaining('envie de novo') })
    const stalling = uploadJobPhoto('t', photo)
    FakeRequest.last.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 1000 })
    vi.advanceTimersByTime(59_000)
    FakeRequest.last.upload.onprogress?.({ lengthComputable: true, loaded: 20, total: 1000 })
    vi.advanceTimersByTime(59_000)
    let settled = false
    stalling.catch(() => undefined).finally(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1_000)
    await expect(stalling).rejects.toMatchObject({ status: 0 })
  })
})
