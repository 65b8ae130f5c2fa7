/** A local stack start-up failure whose message says, in one or two lines, what failed and what to do. */
export class StackError extends Error {
  override name = 'StackError'
}
