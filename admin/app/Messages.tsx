import type { ReactNode } from 'react'
import { buttonClass } from './ui'
import * as frameCss from './styles/frame'

/** An error the owner must read, announced at once by screen readers; nothing when there is none. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p className={frameCss.error} role="alert">
      {children}
    </p>
  )
}

/** News of something that worked, read out politely; nothing when there is none. */
export function Notice({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p className={frameCss.notice} role="status">
      {children}
    </p>
  )
}

/** A form's main button, saying what it is doing while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className={buttonClass()} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  )
}
