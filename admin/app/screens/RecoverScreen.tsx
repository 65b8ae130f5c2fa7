import { useState, type FormEvent } from 'react'
import { errorMessage } from '../session/errors'
import { adminPath } from '../../routes'
import { AuthCard } from '../ui/AuthCard'
import { formText } from '../ui/formText'
import { ErrorMessage, Notice, SubmitButton } from '../ui/Messages'
import { Link } from '../shell/router'
import { useSession } from '../session/session'
import { useSettings } from '../shell/settings'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** Asks Supabase Auth to email a link that opens the new-password screen. */
export function RecoverScreen() {
  const { loadClient } = useSession()
  const { supabaseUrl } = useSettings()
  const [result, setResult] = useState<{ sent: boolean; message: string } | null>(null)
  const [pending, setPending] = useState(false)
  const local = ['127.0.0.1', 'localhost'].includes(new URL(supabaseUrl).hostname)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    const email = formText(new FormData(event.currentTarget), 'email').trim()
    const redirectTo = new URL(adminPath({ screen: 'reset' }), window.location.origin).href
    const { error } = await (await loadClient()).auth.resetPasswordForEmail(email, { redirectTo })
    setPending(false)
    setResult(
      error
        ? { sent: false, message: errorMessage(error) }
        : {
            sent: true,
            message: 'Se este e-mail tiver uma conta, enviamos um link para criar uma nova senha. Confira a caixa de entrada e o spam.',
          },
    )
  }

  return (
    <AuthCard title="Recuperar senha">
      {result?.sent ? (
        <Notice>
          {result.message}
          {local && ' Neste ambiente local nenhum e-mail sai: o link aparece no terminal onde o site está rodando.'}
        </Notice>
      ) : (
        <form className={formsCss.form} onSubmit={(event) => void submit(event)}>
          <p>Informe o e-mail da sua conta para receber um link e criar uma nova senha.</p>
          <label className={formsCss.field}>
            <span>E-mail</span>
            <input type="email" name="email" autoComplete="username" required />
          </label>
          <ErrorMessage>{result?.message}</ErrorMessage>
          <SubmitButton pending={pending} label="Enviar link" pendingLabel="Enviando…" />
        </form>
      )}
      <p>
        <Link className={frameCss.link} to={adminPath({ screen: 'login' })}>
          Voltar para a entrada
        </Link>
      </p>
    </AuthCard>
  )
}
