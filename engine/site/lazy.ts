/** A value computed on first use and kept. */
export function lazy<T>(make: () => T): () => T {
  let value: { current: T } | undefined
  return () => (value ??= { current: make() }).current
}
