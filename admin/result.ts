/** A failed Supabase call, with the code and status that errorMessage() reads. */
class SupabaseError extends Error {
  override name = 'SupabaseError'
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type Result<T> = { data: T; error: null; status: number } | { data: null; error: { message: string; code: string }; status: number }

/** The data of a supabase-js result, or its error thrown (status 0 and an empty code mean the network failed). */
export function unwrap<T>(result: Result<T>): T {
  if (result.error) throw new SupabaseError(result.error.message, result.error.code, result.status)
  return result.data
}
