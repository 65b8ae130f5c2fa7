/** Social share image size: what Open Graph, WhatsApp and X show large (1.91:1). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const

/** Largest share image WhatsApp still previews; a larger one shows as a bare link. */
export const SHARE_MAX_BYTES = 300 * 1024
