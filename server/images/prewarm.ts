import { renditionsOf, type ImageSource, type RenditionSpec } from '../../blog/images/canonical'
import { ImageError, type Rendition } from './render'
import type { RenditionStore } from './store'

/**
 * Makes every rendition of the given images, in order, before anyone asks for them, until they fill `budget`
 * bytes (the newest posts' images come first). One encode at a time, so it never holds more than one place
 * in the queue that visitors use; a call while a run is under way replaces the images the next run takes.
 */
export function createPrewarmer(store: RenditionStore, budget: number): (images: readonly ImageSource[]) => Promise<void> {
  let next: readonly ImageSource[] | null = null
  let running: Promise<void> | null = null

  async function made(spec: RenditionSpec): Promise<Rendition | ImageError> {
    for (;;) {
      const failure = store.failure(spec.source)
      if (failure) return failure
      const job = store.rendition(spec) ?? (await store.fromShelf(spec)) ?? store.make(spec)
      if (job)
        return Promise.resolve(job).catch((error: unknown) => (error instanceof ImageError ? error : new ImageError(422, String(error))))
      // The queue is full of what visitors asked for: they go first.
      await store.idle()
    }
  }

  async function warm(images: readonly ImageSource[]): Promise<void> {
    let bytes = 0
    for (const image of images) {
      for (const spec of renditionsOf(image)) {
        if (bytes >= budget) return
        const result = await made(spec)
        if (result instanceof ImageError && result.status === 503) {
          console.error('[media] renditions not made ahead, storage unreachable:', result.message)
          return
        }
        if (result instanceof ImageError) break
        bytes += result.body.byteLength
      }
    }
  }

  async function drain(): Promise<void> {
    for (let images = next; images; images = next) {
      next = null
      await warm(images)
    }
    running = null
  }

  return (images) => {
    next = images
    running ??= drain()
    return running
  }
}
