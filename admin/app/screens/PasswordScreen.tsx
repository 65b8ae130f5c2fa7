import { useState } from 'react'
import { errorMessage } from '../session/errors'
import { Notice } from '../ui/Messages'
import { PasswordForm } from '../ui/PasswordForm'
import { useClient, useSession } from '../session/session'
import * as frameCss from '../styles/frame'
import { SecondFactorSection } from './SecondFactorSection'

/** The admin's account: her password, and her second factor. */
export function PasswordScreen() {
  const client = useClient()
  const { state } = useSession()
  const [done, setDone] = useState(false)

  async function save(password: string, current: string) {
    const { error } = await client.auth.updateUser({ password, current_password: current })
    setDone(!error)
    return error ? errorMessage(error) : null
  }

  return (
    <section className={frameCss.narrow}>
      <h1>Senha e segurança</h1>
      {state.status === 'admin' && <p>Conta: {state.user.email}</p>}
      {done ? (
        <Notice>Senha alterada. Use a nova senha da próxima vez que entrar.</Notice>
      ) : (
        <PasswordForm save={save} submitLabel="Salvar nova senha" askCurrent />
      )}
      <SecondFactorSection />
    </section>
  )
}
