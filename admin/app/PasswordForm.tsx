import { useId, useState, type FormEvent } from 'react'
import { formText } from './formText'
import { ErrorMessage, SubmitButton } from './Messages'
import * as formsCss from './styles/forms'

/** Shortest password the admin accepts, above Supabase's default of 6. */
export const MIN_PASSWORD_LENGTH = 8

/** A new password typed twice; `save` resolves to the pt-BR reason it failed, or null. */
export function PasswordForm({ save, submitLabel }: { save(password: string): Promise<string | null>; submitLabel: string }) {
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = formText(form, 'password')
    if (password.length < MIN_PASSWORD_LENGTH) return setError(`Use pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`)
    if (password !== form.get('confirmation')) return setError('As duas senhas não são iguais.')
    setPending(true)
    setError(await save(password))
    setPending(false)
  }

  return (
    <form className={formsCss.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={formsCss.field}>
        <label htmlFor={`${id}-password`}>Nova senha</label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby={`${id}-hint`}
        />
        <small id={`${id}-hint`}>
          Pelo menos {MIN_PASSWORD_LENGTH} caracteres; uma frase curta é fácil de lembrar e difícil de adivinhar.
        </small>
      </div>
      <label className={formsCss.field}>
        <span>Repita a nova senha</span>
        <input type="password" name="confirmation" autoComplete="new-password" required />
      </label>
      <ErrorMessage>{error}</ErrorMessage>
      <SubmitButton pending={pending} label={submitLabel} pendingLabel="Salvando..." />
    </form>
  )
}
