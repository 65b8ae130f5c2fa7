import { readFile, writeFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import type { Encoding } from '../server/http/encoding'
import { COMPRESSIBLE, filesUnder, variantSuffix } from '../server/http/precompressed.ts'

const encoders = {
  br: (source: Buffer) =>
    promisify(brotliCompress)(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  gzip: (source: Buffer) => promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
} satisfies Record<Encoding, (source: Buffer) => Promise<Buffer>>

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, each only when it is smaller. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue
    const source = await readFile(file)
    for (const [encoding, encode] of Object.entries(encoders) as [Encoding, (typeof encoders)[Encoding]][]) {
      const encoded = await encode(source)
      if (encoded.length >= source.length) continue
      await writeFile(file + variantSuffix[encoding], encoded)
      written++
    }
  }
  return written
}

/**
 * Vite plugin: once the server build has prerendered the pages (Vike does it in that build's writeBundle),
 * compresses the client output at the highest levels, so no request ever compresses a static file.
 */
export function precompressClient(): Plugin {
  let clientDir = ''
  return {
    name: 'site:precompress',
    apply: 'build',
    configResolved(config) {
      clientDir = resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name === 'ssr') await precompressDir(clientDir)
      },
    },
  }
}
