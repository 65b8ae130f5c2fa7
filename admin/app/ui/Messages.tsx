import { useEffect, useEffectEvent, useState, useSyncExternalStore, type ReactNode } from 'react'
import { buttonClass } from './buttonClass'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as toastCss from '../styles/toast'

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

/** What just happened: a saved post, a published one, a restored version, or an error. */
export type ActionMessage = { text: string; failed?: boolean }

/** How long news of a success stays, in ms, while the pointer and the focus are elsewhere; an error stays until closed. */
export const TOAST_MS = 5000

/**
 * The news of the owner's last action, where the screen puts it (the editor's save bar, the end of the list). Both
 * live regions stay in the page so that screen readers hear every change: errors at once, the rest politely. News of
 * a success leaves by itself after a while, waiting while the owner points at it or has the focus in it.
 */
export function Toast({ message, onClose, className }: { message: ActionMessage | null; onClose(): void; className?: string }) {
  // The message the owner points at or has the focus in; a new message is not held, whatever held the last one.
  const [heldMessage, setHeldMessage] = useState<ActionMessage | null>(null)
  const held = message !== null && heldMessage === message
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (!message || message.failed || held) return
    const timer = setTimeout(close, TOAST_MS)
    return () => clearTimeout(timer)
  }, [message, held])
  return (
    <div
      className={cx(toastCss.toast, className)}
      onPointerEnter={() => setHeldMessage(message)}
      onPointerLeave={() => setHeldMessage(null)}
      onFocus={() => setHeldMessage(message)}
      onBlur={(event) => setHeldMessage(event.currentTarget.contains(event.relatedTarget) ? message : null)}
    >
      <div className={message ? cx(message.failed ? frameCss.error : frameCss.notice, toastCss.box) : undefined}>
        <p role="alert">{message?.failed && message.text}</p>
        <p role="status">{message && !message.failed && message.text}</p>
        {message && (
          <button type="button" className={toastCss.close} aria-label="Fechar aviso" onClick={onClose}>
            ×
          </button>
        )}
      </div>
    </div>
  )
}

const noSubscription = () => () => undefined

/**
 * A form's main button, saying what it is doing while the request runs. It stays disabled in the server's HTML until
 * the page's script has taken the form over: sent by the browser itself, a form would put the password in the address.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  quiet = false,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  /** Another button of the form is the main one. */
  quiet?: boolean
}) {
  // False in the server's render and in the browser's hydration of it, true from the next render on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <button type="submit" className={quiet ? buttonClass('quiet') : buttonClass()} disabled={pending || !hydrated}>
      {pending ? pendingLabel : label}
    </button>
  )
}
