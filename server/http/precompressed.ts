import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Encoding } from './encoding'

/** The file beside `path` that holds its `encoding`, as nginx's gzip_static and the static server look for it. */
export const variantSuffix = { br: '.br', gzip: '.gz' } as const satisfies Record<Encoding, string>

/** Text formats worth compressing; images and fonts already are. */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest'])

/** Every file under `dir`, as absolute paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}
