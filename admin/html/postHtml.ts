import type { Editor } from '@tiptap/core'
import { fitHeadings, tidyEditorHtml } from './editorHtml'
import { editorSafeHtml } from './editorSafeHtml'

/** A post's stored HTML as the editor takes it: sanitised first (the session lives on this origin), headings fitted. */
export function editorInput(html: string): string {
  const { body } = new DOMParser().parseFromString(editorSafeHtml(html), 'text/html')
  fitHeadings(body)
  return body.innerHTML
}

/** What the editor holds, as the post stores it: empty for an empty document, else its HTML tidied. */
export function postHtml(editor: Editor, siteOrigin = window.location.origin): string {
  if (editor.isEmpty) return ''
  const { body } = new DOMParser().parseFromString(editor.getHTML(), 'text/html')
  tidyEditorHtml(body, siteOrigin)
  return body.innerHTML
}
