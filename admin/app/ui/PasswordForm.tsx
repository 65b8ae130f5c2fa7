import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../session/passwordRules'
import { formText } from './formText'
import { ErrorMessage, SubmitButton } from './Messages'
import * as formsCss from '../styles/forms'

/**
 * A new password typed twice, and the current one when `askCurrent` (a signed-in change; a recovery link
 * needs none), plus any field `children` add (read from the form `save` gets). `save` resolves to the pt-BR
 * reason it failed, or null.
 */
export function PasswordForm({
  save,
  submitLabel,
  askCurrent = false,
  children,
}: {
  save(password: string, current: string, form: FormData): Promise<string | null>
  submitLabel: string
  askCurrent?: boolean
  children?: ReactNode
}) {
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = formText(form, 'password')
    const current = formText(form, 'current')
    if (askCurrent && !current) return setError('Informe a senha atual.')
    const problem = newPasswordProblem(password)
    if (problem) return setError(problem)
    if (password !== form.get('confirmation')) return setError('As duas senhas não são iguais.')
    setPending(true)
    setError(await save(password, current, form))
    setPending(false)
  }

  return (
    <form className={formsCss.form} onSubmit={(event) => void submit(event)} noValidate>
      {askCurrent && (
        <label className={formsCss.field}>
          <span>Senha atual</span>
          <input type="password" name="current" autoComplete="current-password" required />
        </label>
      )}
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
      {children}
      <ErrorMessage>{error}</ErrorMessage>
      <SubmitButton pending={pending} label={submitLabel} pendingLabel="Salvando…" />
    </form>
  )
}
