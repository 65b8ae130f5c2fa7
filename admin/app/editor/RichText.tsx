import { lazy, Suspense } from 'react'
import type { RichTextProps } from './richText/RichTextEditor'
import * as editorCss from '../styles/editor'
import * as formsCss from '../styles/forms'
import { reloadWhenMissing } from '../shell/newBuild'

/** Tiptap and ProseMirror are a chunk of their own, downloaded only when a post is opened. */
const RichTextEditor = lazy(
  reloadWhenMissing(() => import('./richText/RichTextEditor').then((module) => ({ default: module.RichTextEditor }))),
)

/** The post body's editor; while its code loads, a box of its size says so. */
export function RichText(props: RichTextProps) {
  return (
    <Suspense
      fallback={
        <div className={formsCss.field}>
          <span className={formsCss.label}>Conteúdo</span>
          <p className={editorCss.editorLoading} role="status">
            Carregando o editor…
          </p>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}
