import type { Factor } from '@supabase/supabase-js'
import type { FormEvent } from 'react'
import { ErrorMessage, SubmitButton } from '../ui/Messages'
import { buttonClass } from '../ui/buttonClass'
import { AppLink, CodeField, LostPhoneHelp, QrCode, TypedSecret } from './SecondFactorParts'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** What each step of the verification's section shows besides its own words: the last failure, and whether an action runs. */
type StepProps = { error: string | null; pending: boolean }

/** Off: what it does, and the button that turns it on. */
export function OffStep({ error, pending, onStart }: StepProps & { onStart(): void }) {
  return (
    <>
      <p>
        Desativada. Quando ativada, o painel pede, depois da senha, um código de 6 números que muda a cada 30 segundos no aplicativo
        autenticador do seu celular (Google Authenticator, Microsoft Authenticator, 1Password…): quem descobrir a senha não entra sem o
        celular.
      </p>
      <button type="button" className={buttonClass()} disabled={pending} onClick={onStart}>
        Ativar verificação em duas etapas
      </button>
      <ErrorMessage>{error}</ErrorMessage>
    </>
  )
}

/**
 * Enrolling: the QR code for the phone's app (or, on the phone itself, a link that opens the app, or the secret to
 * type), and the code that confirms it reads them.
 */
export function EnrolStep({
  error,
  pending,
  qrUrl,
  secret,
  uri,
  onSubmit,
  onCancel,
}: StepProps & { qrUrl: string; secret: string; uri: string; onSubmit(event: FormEvent<HTMLFormElement>): void; onCancel(): void }) {
  return (
    <form className={formsCss.form} onSubmit={onSubmit} noValidate>
      <ol>
        <li>
          No celular, abra o aplicativo autenticador, toque em adicionar uma conta e leia este código QR com a câmera. Com o painel aberto
          nesse mesmo celular, toque em <strong>Abrir no aplicativo autenticador</strong>.
        </li>
        <li>Digite abaixo o código de 6 números que o aplicativo passa a mostrar.</li>
      </ol>
      <QrCode src={qrUrl} />
      <AppLink uri={uri} />
      <TypedSecret secret={secret} />
      <CodeField label="Código do aplicativo" />
      <ErrorMessage>{error}</ErrorMessage>
      <div className={frameCss.row}>
        <SubmitButton pending={pending} label="Confirmar e ativar" pendingLabel="Confirmando…" />
        <button type="button" className={buttonClass('quiet')} disabled={pending} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  )
}

/** Turned on: on how many phones, adding another (the only recovery hosted Supabase has), and turning it off with a code. */
export function OnStep({
  error,
  pending,
  factors,
  onAddDevice,
  onTurnOff,
}: StepProps & { factors: Factor[]; onAddDevice(): void; onTurnOff(event: FormEvent<HTMLFormElement>): void }) {
  return (
    <>
      <p>
        Ativada {factors.length === 1 ? 'em 1 aparelho' : `em ${factors.length} aparelhos`}: o painel pede o código do aplicativo depois da
        senha.
      </p>
      {factors.length === 1 ? (
        <p>Cadastre também um segundo aparelho (um tablet, o celular antigo): se perder um, entra com o outro.</p>
      ) : (
        <p>O código de qualquer um deles serve: se perder um, entra com outro.</p>
      )}
      <button type="button" className={buttonClass('quiet')} disabled={pending} onClick={onAddDevice}>
        Cadastrar outro aparelho
      </button>
      <LostPhoneHelp />
      <form className={formsCss.form} onSubmit={onTurnOff} noValidate>
        <h3>Desativar</h3>
        <CodeField label="Código atual do aplicativo" />
        <ErrorMessage>{error}</ErrorMessage>
        <SubmitButton pending={pending} label="Desativar verificação em duas etapas" pendingLabel="Desativando…" quiet />
      </form>
    </>
  )
}
