import type { Factor, SupabaseClient } from '@supabase/supabase-js'
import { useEffect, useState, type FormEvent } from 'react'
import { errorMessage } from '../session/errors'
import { formText } from '../ui/formText'
import { ErrorMessage, Notice } from '../ui/Messages'
import { codeDigits, verifyCode } from '../session/secondFactor'
import { useClient } from '../session/session'
import { qrCodeUrl } from './SecondFactorParts'
import { EnrolStep, OffStep, OnStep } from './SecondFactorSteps'
import * as frameCss from '../styles/frame'
import * as secondFactorCss from '../styles/secondFactor'

/** Where the owner's second factor stands. */
type View =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; factorId: string; qrUrl: string; secret: string; uri: string; adding: boolean }
  | { kind: 'on'; factors: Factor[] }

const NOT_SIX_DIGITS = 'Digite os 6 números que o aplicativo mostra agora.'

/** The first "Aparelho N" no factor of the user is called, since Supabase Auth wants every factor's name unique. */
const freeName = (factors: Factor[]) => {
  const names = new Set(factors.map((factor) => factor.friendly_name))
  let n = 1
  while (names.has(`Aparelho ${n}`)) n++
  return `Aparelho ${n}`
}

/** The user's verified factors as Supabase Auth lists them, or the pt-BR reason they could not be read. */
async function readView(client: SupabaseClient): Promise<View | string> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) return errorMessage(error)
  return data.totp.length > 0 ? { kind: 'on', factors: data.totp } : { kind: 'off' }
}

/**
 * The second factor (Supabase Auth's TOTP factor, 'verificação em duas etapas' for the owner): turning it on with the
 * phone's authenticator app (a QR code, or the secret typed, then a code to confirm), adding another phone, and turning
 * it off with a current code.
 */
export function SecondFactorSection() {
  const client = useClient()
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const show = (read: View | string) => (typeof read === 'string' ? setError(read) : setView(read))
  const load = async () => show(await readView(client))
  useEffect(() => {
    let current = true
    void readView(client).then((read) => current && show(read))
    return () => {
      current = false
    }
  }, [client])

  /** Runs an action with the buttons held, then shows its pt-BR failure, or `done` when it worked. */
  async function act(action: () => Promise<string | null>, done: string | null = null) {
    setPending(true)
    setError(null)
    setNotice(null)
    const failure = await action().catch(errorMessage)
    setError(failure)
    setNotice(failure ? null : done)
    setPending(false)
  }

  const start = () =>
    act(async () => {
      const { data: listed, error: failed } = await client.auth.mfa.listFactors()
      if (failed) return errorMessage(failed)
      // An enrolment left half-way (the page closed before the code) would hold its name and count against the limit.
      for (const stale of listed.all.filter((factor) => factor.status === 'unverified'))
        await client.auth.mfa.unenroll({ factorId: stale.id })
      const { data, error: refused } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: freeName(listed.all) })
      if (refused) return errorMessage(refused)
      setView({
        kind: 'enrolling',
        factorId: data.id,
        qrUrl: qrCodeUrl(data.totp.qr_code),
        secret: data.totp.secret,
        uri: data.totp.uri,
        adding: listed.totp.length > 0,
      })
      return null
    })

  const confirm =
    ({ factorId, qrUrl, adding }: { factorId: string; qrUrl: string; adding: boolean }) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const code = codeDigits(formText(new FormData(event.currentTarget), 'code'))
      if (!code) return setError(NOT_SIX_DIGITS)
      void act(
        async () => {
          const { error: refused } = await client.auth.mfa.challengeAndVerify({ factorId, code })
          if (refused) return errorMessage(refused)
          URL.revokeObjectURL(qrUrl)
          await load()
          return null
        },
        adding
          ? 'Aparelho cadastrado: o código de qualquer um dos aparelhos serve.'
          : 'Verificação em duas etapas ativada: de agora em diante, o painel pede o código do aplicativo depois da senha.',
      )
    }

  const cancel = ({ factorId, qrUrl }: { factorId: string; qrUrl: string }) =>
    act(async () => {
      URL.revokeObjectURL(qrUrl)
      await client.auth.mfa.unenroll({ factorId })
      await load()
      return null
    })

  const turnOff = (factors: Factor[]) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = codeDigits(formText(new FormData(event.currentTarget), 'code'))
    if (!code) return setError(NOT_SIX_DIGITS)
    void act(async () => {
      const refused = await verifyCode(client, code)
      if (refused) return errorMessage(refused)
      for (const factor of factors) {
        const { error: failed } = await client.auth.mfa.unenroll({ factorId: factor.id })
        if (failed) return errorMessage(failed)
      }
      await load()
      return null
    }, 'Verificação em duas etapas desativada: o painel volta a pedir só a senha.')
  }

  return (
    <section className={secondFactorCss.section} aria-labelledby="duas-etapas">
      <h2 id="duas-etapas">Verificação em duas etapas</h2>
      <Notice>{notice}</Notice>
      {view.kind === 'loading' && <p className={frameCss.muted}>Carregando…</p>}
      {view.kind === 'loading' && <ErrorMessage>{error}</ErrorMessage>}
      {view.kind === 'off' && <OffStep error={error} pending={pending} onStart={() => void start()} />}
      {view.kind === 'enrolling' && (
        <EnrolStep
          error={error}
          pending={pending}
          qrUrl={view.qrUrl}
          secret={view.secret}
          uri={view.uri}
          onSubmit={confirm(view)}
          onCancel={() => void cancel(view)}
        />
      )}
      {view.kind === 'on' && (
        <OnStep error={error} pending={pending} factors={view.factors} onAddDevice={() => void start()} onTurnOff={turnOff(view.factors)} />
      )}
    </section>
  )
}
