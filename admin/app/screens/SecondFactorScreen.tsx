import { useState, type FormEvent } from 'react'
import { adminPath } from '../../routes'
import { AuthCard } from '../ui/AuthCard'
import { formText } from '../ui/formText'
import { ErrorMessage, SubmitButton } from '../ui/Messages'
import { useRouter } from '../shell/router'
import { codeDigits } from '../session/secondFactor'
import { useSession } from '../session/session'
import { CodeField, LostPhoneHelp } from './SecondFactorParts'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** After the password of an account with a second factor: the code of the phone's app. */
export function SecondFactorScreen() {
  const { verifyCode, signOut } = useSession()
  const { navigate } = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = codeDigits(formText(new FormData(event.currentTarget), 'code'))
    if (!code) return setError('Digite os 6 números que o aplicativo mostra agora.')
    setPending(true)
    setError(null)
    const message = await verifyCode(code)
    setPending(false)
    setError(message)
  }

  async function otherAccount() {
    const message = await signOut()
    if (message) setError(message)
    else navigate(adminPath({ screen: 'login' }), { replace: true })
  }

  return (
    <AuthCard title="Código de verificação">
      <p>Abra o aplicativo autenticador do seu celular e digite o código de 6 números que ele mostra para este painel.</p>
      <form className={formsCss.form} onSubmit={(event) => void submit(event)} noValidate>
        <CodeField label="Código de 6 números" />
        <ErrorMessage>{error}</ErrorMessage>
        <SubmitButton pending={pending} label="Confirmar" pendingLabel="Confirmando…" />
      </form>
      <LostPhoneHelp />
      <p>
        <button type="button" className={frameCss.link} onClick={() => void otherAccount()}>
          Entrar com outra conta
        </button>
      </p>
    </AuthCard>
  )
}
