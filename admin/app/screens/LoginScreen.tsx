import { useState, type FormEvent } from 'react'
import { adminPath } from '../../routes'
import { AuthCard } from '../ui/AuthCard'
import { formText } from '../ui/formText'
import { ErrorMessage, SubmitButton } from '../ui/Messages'
import { Link } from '../shell/router'
import { useSession } from '../session/session'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** Email and password sign-in; the app then returns to the screen that asked for it. */
export function LoginScreen() {
  const { signIn } = useSession()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    const message = await signIn(formText(form, 'email').trim(), formText(form, 'password'))
    setPending(false)
    setError(message)
  }

  return (
    <AuthCard title="Entrar no painel">
      <form className={formsCss.form} onSubmit={(event) => void submit(event)}>
        <label className={formsCss.field}>
          <span>E-mail</span>
          <input type="email" name="email" autoComplete="username" required />
        </label>
        <label className={formsCss.field}>
          <span>Senha</span>
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <ErrorMessage>{error}</ErrorMessage>
        <SubmitButton pending={pending} label="Entrar" pendingLabel="Entrando…" />
      </form>
      <p>
        <Link className={frameCss.link} to={adminPath({ screen: 'recover' })}>
          Esqueci minha senha
        </Link>
      </p>
    </AuthCard>
  )
}
