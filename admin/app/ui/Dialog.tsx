import { useEffect, useId, useRef, type ReactNode } from 'react'
import { buttonClass } from './buttonClass'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/**
 * The admin's modal: labelled by its title, with its action beside a button that closes it. Escape closes it
 * too, and the closing button has the focus, so that Enter never takes the action by accident; once it is
 * gone, the focus goes back to what opened it.
 */
export function Dialog(props: {
  title: string
  children: ReactNode
  action: ReactNode
  closeLabel: string
  /** The closing button is the main one: the action is the risky choice. */
  closeIsMain?: boolean
  className?: string
  onClose(): void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    const opener = document.activeElement
    element?.showModal()
    // showModal() focuses the dialog's first button (the action); the closing button takes the focus back.
    close.current?.focus()
    return () => {
      // Unmounting removes the dialog without closing it, which would leave the focus nowhere.
      element?.close()
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className={cx(screensCss.dialog, props.className)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
      <div className={frameCss.row}>
        {props.action}
        <button ref={close} type="button" className={props.closeIsMain ? buttonClass() : buttonClass('quiet')} onClick={props.onClose}>
          {props.closeLabel}
        </button>
      </div>
    </dialog>
  )
}
