/** Shortest password the admin accepts, above Supabase's default of 6 (the server enforces the same). */
export const MIN_PASSWORD_LENGTH = 8

/** bcrypt reads a password's first 72 bytes and ignores the rest, so Supabase Auth refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72

/** Why a new password cannot be set, in pt-BR, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    return `Senha longa demais: use no máximo ${MAX_PASSWORD_BYTES} caracteres (letras acentuadas e emojis contam como dois ou mais).`
  }
  return null
}
