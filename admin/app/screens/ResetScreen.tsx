import { errorMessage, recoveryLinkMessage } from '../errors'
import { ADMIN_HOME, adminPath } from '../../routes'
import { AuthCard } from '../AuthCard'
import { ErrorMessage } from '../Messages'
import { PasswordForm } from '../PasswordForm'
import { Link, useRouter } from '../router'
import { useSession } from '../session'
import { useSettings } from '../settings'
import * as frameCss from '../styles/frame'

/** The target of the recovery link: a session that may only choose a new password. */
export function ResetScreen() {
  const { state, loadClient, recheck } = useSession()
  const { linkErrorCode } = useSettings()
  const { navigate } = useRouter()

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

  async function save(password: string) {
    const { error } = await (await loadClient()).auth.updateUser({ password })
    if (error) return errorMessage(error)
    await recheck()
    navigate(ADMIN_HOME, { replace: true, flash: 'Senha nova salva. Use-a da próxima vez que entrar.' })
    return null
  }

  return (
    <AuthCard title="Escolha uma nova senha">
      <PasswordForm save={save} submitLabel="Salvar nova senha" />
    </AuthCard>
  )
}
