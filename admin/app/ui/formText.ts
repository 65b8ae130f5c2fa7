/** A text field's value in a submitted form ('' for a file or a missing field). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
