import { LRUCache } from 'lru-cache'
import { renditionUrl, sourceKey, type ImageSource, type RenditionSpec } from '../../blog/images/canonical'
import { createJobQueue, type JobQueueOptions } from './queue'
import { ImageError, type Encoder, type Rendition, type SourceImage } from './render'
import { shelfName, type RenditionShelf } from './shelf'

/** Images found missing or unusable are remembered, by count, so asking again costs nothing. */
const MAX_FAILURES = 1000

/** What the store is made of; the endpoint passes the production values. */
export type RenditionStoreOptions = JobQueueOptions & {
  /** Reads an image's bytes. */
  load: (source: ImageSource) => Promise<SourceImage>
  /** Crops and encodes. */
  encode: Encoder
  /** Budget of the kept renditions, in bytes. */
  maxRenditionBytes: number
  /** Budget of the kept sources, in bytes: every rendition of an image is made from one read. */
  maxSourceBytes: number
  /** Where renditions made by any instance are kept for all; none keeps them in this process only. */
  shelf?: RenditionShelf | null
}

/** What the store holds and does right now. */
export type RenditionStats = { renditionBytes: number; sourceBytes: number; running: number; waiting: number }

/**
 * Renditions kept in memory within a byte budget, made by a small bounded queue: one encode per rendition
 * however many ask for it at once, one read per image for all its renditions. With a shelf, what one instance
 * encodes is kept there, and every other instance (and every later start) takes it from there instead of encoding.
 */
export function createRenditionStore({ load, encode, maxRenditionBytes, maxSourceBytes, shelf, ...queueOptions }: RenditionStoreOptions) {
  // Least recently used go first; a value larger than the whole budget is not kept at all.
  const renditions = new LRUCache<string, Rendition>({ maxSize: maxRenditionBytes, sizeCalculation: (made) => made.body.byteLength || 1 })
  const sources = new LRUCache<string, SourceImage>({ maxSize: maxSourceBytes, sizeCalculation: (source) => source.bytes.byteLength || 1 })
  const failures = new LRUCache<string, ImageError>({ max: MAX_FAILURES })
  const reading = new Map<string, Promise<SourceImage>>()
  const shelving = new Map<string, Promise<Rendition | undefined>>()
  const queue = createJobQueue<Rendition>(queueOptions)

  function remember(source: ImageSource, error: ImageError): ImageError {
    // Storage being unreachable says nothing about the image: only lasting answers are kept.
    if (error.status !== 503) failures.set(sourceKey(source), error)
    return error
  }

  async function loadAndKeep(source: ImageSource, key: string): Promise<SourceImage> {
    try {
      const loaded = await load(source)
      sources.set(key, loaded)
      return loaded
    } catch (error) {
      throw remember(source, error instanceof ImageError ? error : new ImageError(503, String(error)))
    }
  }

  /** An image's bytes: kept, being read for someone else, or read now. */
  function read(source: ImageSource): Promise<SourceImage> {
    const key = sourceKey(source)
    const known = failures.get(key)
    if (known) return Promise.reject(known)
    const kept = sources.get(key)
    if (kept) return Promise.resolve(kept)
    let pending = reading.get(key)
    if (!pending) {
      pending = loadAndKeep(source, key)
      reading.set(key, pending)
      const done = () => reading.delete(key)
      pending.then(done, done)
    }
    return pending
  }

  /** The rendition from the shelf, kept in memory once found; undefined when the shelf lacks it or does not answer. */
  function fromShelf(spec: RenditionSpec): Promise<Rendition | undefined> {
    if (!shelf) return Promise.resolve(undefined)
    const key = renditionUrl(spec)
    let pending = shelving.get(key)
    if (!pending) {
      pending = read(spec.source).then(
        async ({ bytes }) => {
          const found = await shelf.get(shelfName(bytes, spec), `image/${spec.format}`)
          if (found) renditions.set(key, found)
          return found ?? undefined
        },
        () => undefined,
      )
      shelving.set(key, pending)
      const done = () => shelving.delete(key)
      pending.then(done, done)
    }
    return pending
  }

  return {
    /** A kept rendition. */
    rendition: (spec: RenditionSpec): Rendition | undefined => renditions.get(renditionUrl(spec)),
    /** Why an image cannot be served, once a read or an encode found out. */
    failure: (source: ImageSource): ImageError | undefined => failures.get(sourceKey(source)),
    read,
    fromShelf,
    /** Queues the encode of a rendition, or joins the one under way; null when the queue is full. */
    make(spec: RenditionSpec): Promise<Rendition> | null {
      const key = renditionUrl(spec)
      return queue.run(key, async () => {
        const kept = renditions.get(key)
        if (kept) return kept
        const { bytes } = await read(spec.source)
        const made = await encode(bytes, spec.size, spec.format).catch((error: unknown) => {
          console.error('[media] could not encode', key, error)
          throw remember(spec.source, new ImageError(422, `${key} could not be encoded`))
        })
        renditions.set(key, made)
        void shelf?.put(shelfName(bytes, spec), made)
        return made
      })
    },
    /** Lets images that failed be tried again (after the admin saved a post). */
    forgetFailures: () => failures.clear(),
    /** Resolves once no encode runs or waits. */
    idle: queue.idle,
    stats: (): RenditionStats => ({ renditionBytes: renditions.calculatedSize, sourceBytes: sources.calculatedSize, ...queue.stats() }),
  }
}

export type RenditionStore = ReturnType<typeof createRenditionStore>
