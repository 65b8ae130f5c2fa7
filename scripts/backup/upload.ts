import { BackupError } from './archive.ts'
import type { StoredFile } from './jobPhotos.ts'

/** Where a restore writes: the database (rows) and Storage with the service key (photos). */
export interface RestoreTarget {
  databaseUrl: string
  supabaseUrl: string
  serviceKey: string
  /** The database server's CA certificate file: the connection then verifies the server (see database.ts). */
  caFile?: string | undefined
}

/** Longest wait for one upload. */
const PHOTO_TIMEOUT_MS = 60_000

/** Puts one file in a bucket through Storage with the service key, replacing a same-named one. */
export async function upload(target: RestoreTarget, photo: StoredFile): Promise<void> {
  const url = `${target.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${photo.bucket}/${photo.name.split('/').map(encodeURIComponent).join('/')}`
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.serviceKey}`,
      apikey: target.serviceKey,
      'content-type': photo.contentType,
      'cache-control': photo.cacheControl,
      'x-upsert': 'true',
    },
    body: new Uint8Array(await photo.bytes),
    signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new BackupError(`Não foi possível enviar a foto ${photo.name}: ${error instanceof Error ? error.message : String(error)}.`)
  })
  if (!response.ok) {
    throw new BackupError(
      `Não foi possível enviar a foto ${photo.name}: o armazenamento respondeu ${response.status} ${await response.text()}.`,
    )
  }
}
