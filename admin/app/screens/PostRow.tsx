import type { ReactNode } from 'react'
import { buttonClass } from '../ui/buttonClass'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'

/** An action of a post in the list, named with its title for screen readers, since every post repeats the verbs. */
export const actionName = (verb: string, post: { title: string }) => `${verb} “${post.title}”`

/** A post in the list (list or trash): what it is beside what can be done to it, dimmed while a change runs. */
export function PostRow({ busy, summary, children }: { busy: boolean; summary: ReactNode; children: ReactNode }) {
  return (
    <li className={screensCss.post} aria-busy={busy}>
      <div className={screensCss.postText}>{summary}</div>
      <div className={frameCss.row}>{children}</div>
    </li>
  )
}

/** A button of a post in the list, out of reach while a change to that post runs. */
export function PostButton(props: {
  verb: string
  post: { title: string }
  busy: boolean
  variants?: Parameters<typeof buttonClass>
  onClick(): void
}) {
  return (
    <button
      type="button"
      className={buttonClass('small', ...(props.variants ?? []))}
      disabled={props.busy}
      aria-label={actionName(props.verb, props.post)}
      onClick={props.onClick}
    >
      {props.verb}
    </button>
  )
}
