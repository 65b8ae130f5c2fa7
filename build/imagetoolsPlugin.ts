import { imagetools } from 'vite-imagetools'

/**
 * vite-imagetools, limited to the photos in content/images that are imported with directives
 * (see images.ts). Emitted files get Vite's content-hashed names, so they can be cached forever.
 * Encoded images are kept in node_modules/.cache/imagetools, so only new or changed photos are
 * encoded again; entries unused for 30 days are pruned at the end of a build.
 */
export const imagesPlugin = () =>
  imagetools({
    include: /\/content\/images\/[^/?]+\.jpg\?/,
    cache: { dir: 'node_modules/.cache/imagetools', retention: 30 * 24 * 60 * 60 },
  })
