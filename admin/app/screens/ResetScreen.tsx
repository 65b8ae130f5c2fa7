import { useState } from 'react'
import { errorMessage, recoveryLinkMessage } from '../session/errors'
import { ADMIN_HOME, adminPath } from '../../routes'
import { AuthCard } from '../ui/AuthCard'
import { ErrorMessage } from '../ui/Messages'
import { PasswordForm } from '../ui/PasswordForm'
import { Link, useRouter } from '../shell/router'
import { useSession } from '../session/session'
import { useSettings } from '../shell/settings'
import { formText } from '../ui/formText'
import { codeDigits, verifyCode } from '../session/secondFactor'
import { CodeField } from './SecondFactorParts'
import * as frameCss from '../styles/frame'

/** The target of the recovery link: a session that may only choose a new password. */
export function ResetScreen() {
  const { state, loadClient, recheck } = useSession()
  const { linkErrorCode } = useSettings()
  const { navigate } = useRouter()
  // Asked once Auth says so: an account with a second factor sets a password only with the code.
  const [askCode, setAskCode] = useState(false)

  if (state.status !== 'recovery' && state.status !== 'admin') {
    return (
      <AuthCard title="Nova senha">
        <ErrorMessage>{recoveryLinkMessage(linkErrorCode)}</ErrorMessage>
        <p>
          <Link className={frameCss.link} to={adminPath({ screen: 'recover' })}>
            Pedir outro link
          </Link>
        </p>
      </AuthCard>
    )
  }

  async function save(password: string, _current: string, form: FormData) {
    const client = await loadClient()
    if (askCode) {
      const code = codeDigits(formText(form, 'code'))
      if (!code) return 'Digite os 6 números que o aplicativo mostra agora.'
      const refusal = await verifyCode(client, code)
      if (refusal) return errorMessage(refusal)
    }
    const { error } = await client.auth.updateUser({ password })
    if (error?.code === 'insufficient_aal') setAskCode(true)
    if (error) return errorMessage(error)
    await recheck()
    navigate(ADMIN_HOME, { replace: true, flash: 'Senha nova salva. Use-a da próxima vez que entrar.' })
    return null
  }

  return (
    <AuthCard title="Escolha uma nova senha">
      <PasswordForm save={save} submitLabel="Salvar nova senha">
        {askCode && <CodeField label="Código do aplicativo" />}
      </PasswordForm>
    </AuthCard>
  )
}
