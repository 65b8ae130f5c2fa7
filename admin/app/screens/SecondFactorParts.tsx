import { useId } from 'react'
import { buttonClass } from '../ui/buttonClass'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'
import * as secondFactorCss from '../styles/secondFactor'

/** The field of a 6-digit code, which phones fill from an SMS or an authenticator app's suggestion. */
export function CodeField({ label }: { label: string }) {
  return (
    <label className={formsCss.field}>
      <span>{label}</span>
      <input
        className={secondFactorCss.code}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
      />
    </label>
  )
}

/** What to do when the phone is lost, as hosted Supabase allows it: no recovery codes, a second phone or the operator. */
export function LostPhoneHelp() {
  return (
    <details className={secondFactorCss.help}>
      <summary>Perdi o celular</summary>
      <p>
        Use o código de outro aparelho que você cadastrou (por isso vale cadastrar dois). Sem nenhum deles, peça a quem cuida do site para
        desativar a verificação em duas etapas da sua conta; depois você entra só com a senha e ativa de novo com o celular novo.
      </p>
    </details>
  )
}

/**
 * A blob: address for the QR code Supabase Auth made for the app to read (an SVG in a data: URI): the admin's CSP
 * takes blob: images, not data: ones, and an <img> never runs what an SVG might carry. Revoke it once shown no more.
 */
export function qrCodeUrl(dataUri: string): string {
  return URL.createObjectURL(new Blob([dataUri.slice(dataUri.indexOf(',') + 1)], { type: 'image/svg+xml' }))
}

/** The QR code of an enrolment, from qrCodeUrl(). */
export function QrCode({ src }: { src: string }) {
  return <img className={secondFactorCss.qr} src={src} alt="Código QR para o aplicativo autenticador" width={240} height={240} />
}

/**
 * The enrolment's `otpauth://` address as a link: on the phone that holds the app, where no camera can read the QR
 * code on its own screen, a tap hands the account to the app. Only such an address becomes a link.
 */
export function AppLink({ uri }: { uri: string }) {
  if (!uri.startsWith('otpauth://totp/')) return null
  return (
    <a className={buttonClass('quiet', 'small')} href={uri}>
      Abrir no aplicativo autenticador
    </a>
  )
}

/** The secret to type when the camera cannot read the QR code, in groups of four. */
export function TypedSecret({ secret }: { secret: string }) {
  const id = useId()
  return (
    <p className={frameCss.muted}>
      <span id={id}>Sem câmera? Digite esta chave no aplicativo:</span>{' '}
      <code className={secondFactorCss.secret} aria-labelledby={id}>
        {secret.match(/.{1,4}/g)?.join(' ')}
      </code>
    </p>
  )
}
