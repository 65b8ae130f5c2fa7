import { parseAccept } from 'hono/utils/accept'

/** The content codings the build makes beside each file, in the server's order of preference on a tie. */
export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]

/**
 * The best of `available` codings for an Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value wins,
 * `*` stands for codings not named, q=0 refuses one, and a tie goes to the smaller (brotli), and identity wins
 * only when named with a higher q. `undefined` means identity, the answer too when nothing else is acceptable.
 */
export function chooseEncoding(header: string | null, available: readonly Encoding[]): Encoding | undefined {
  if (!header || available.length === 0) return undefined
  const accepted = parseAccept(header)
  const quality = (name: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === name)?.q ?? accepted.find((entry) => entry.type === '*')?.q ?? 0
  let best: Encoding | undefined
  let bestQuality = 0
  for (const encoding of available) {
    const q = quality(encoding)
    if (q > bestQuality) [best, bestQuality] = [encoding, q]
  }
  const identity = accepted.find((entry) => entry.type.toLowerCase() === 'identity')?.q
  return identity === undefined || bestQuality >= identity ? best : undefined
}
