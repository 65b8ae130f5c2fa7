import { jobFormSchema, type JobForm } from '../../jobs/jobForm'
import type { KeptPhoto, PhotoKeeper } from '../../jobs/uploadQueue'

/** A job's unsaved form as this device kept it. */
export type KeptForm = { form: JobForm; savedAt: string }

/** Key of a new job's keepings, which has no id yet. */
export const NEW_JOB = 'novo'

const DB_NAME = 'cortinas-admin-trabalhos'
const PHOTOS = 'fotos'
const FORMS = 'formularios'

let opened: Promise<IDBDatabase> | undefined

/** The device's database (IndexedDB holds photos as they are, beyond localStorage's few MB). */
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PHOTOS, { keyPath: 'key' }).createIndex('jobKey', 'jobKey')
      request.result.createObjectStore(FORMS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB indisponível'))
  }).catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}

/** Runs one request in a transaction of its own and resolves with its result once the transaction is done. */
async function run<T>(store: string, mode: IDBTransactionMode, work: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await database()).transaction(store, mode)
  const request = work(transaction.objectStore(store))
  return new Promise<T>((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'))
  })
}

/** Photos not yet on the server, kept on this device. */
export const photoKeeper: PhotoKeeper = {
  put: (photo) => run(PHOTOS, 'readwrite', (objects) => objects.put(photo)).then(() => undefined),
  remove: (key) => run(PHOTOS, 'readwrite', (objects) => objects.delete(key)).then(() => undefined),
  list: (jobKey) => run(PHOTOS, 'readonly', (objects) => objects.index('jobKey').getAll(jobKey) as IDBRequest<KeptPhoto[]>),
}

/** Unsaved forms, one per job (or NEW_JOB); a blocked or full storage only loses the safety net. */
export const formKeeper = {
  /** The kept form of a job, or null when there is none or it cannot be read. */
  async load(jobKey: string): Promise<KeptForm | null> {
    const kept: unknown = await run(FORMS, 'readonly', (objects) => objects.get(jobKey)).catch(() => null)
    const parsed = jobFormSchema.safeParse((kept as Partial<KeptForm> | null)?.form)
    const savedAt = (kept as Partial<KeptForm> | null)?.savedAt
    return parsed.success && typeof savedAt === 'string' ? { form: parsed.data, savedAt } : null
  },
  save(jobKey: string, form: JobForm, now = new Date()): Promise<void> {
    const kept: KeptForm = { form, savedAt: now.toISOString() }
    return run(FORMS, 'readwrite', (objects) => objects.put(kept, jobKey)).then(
      () => undefined,
      () => undefined,
    )
  },
  clear(jobKey: string): Promise<void> {
    return run(FORMS, 'readwrite', (objects) => objects.delete(jobKey)).then(
      () => undefined,
      () => undefined,
    )
  },
}
