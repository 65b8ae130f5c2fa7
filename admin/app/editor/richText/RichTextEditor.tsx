import type { EditorState } from '@tiptap/pm/state'
import { EditorContent, useEditor } from '@tiptap/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { cx } from '@linaria/core'
import { LinkDialog } from './LinkDialog'
import { postSchema } from '../../../html/postSchema'
import { editorInput, postHtml } from '../../../html/postHtml'
import { Toolbar } from './Toolbar'
import * as editorCss from '../../styles/editor'
import * as formsCss from '../../styles/forms'

export type RichTextProps = {
  /** The post's HTML, as stored (or as the HTML view left it). */
  value: string
  onChange(html: string): void
}

/** An empty post shows its placeholder (`data-empty`, styles/editor.ts). */
const isEmpty = (state: EditorState) => state.doc.childCount === 1 && state.doc.firstChild?.content.size === 0

/**
 * The post body: Tiptap (ProseMirror) under a formatting toolbar, or the raw HTML in a text box. The editor
 * parses every value into the post's schema, so it shows what will be saved. A value set from outside (a
 * restored draft or version) replaces its document; its own changes are handed up as HTML, or as the stored
 * HTML itself when the document is back to what that parsed into, so that opening a post, or undoing every
 * change, leaves nothing unsaved.
 */
export function RichTextEditor({ value, onChange }: RichTextProps) {
  const id = useId()
  const [source, setSource] = useState(false)
  const [linking, setLinking] = useState<{ current: string | null } | null>(null)
  /** The value last set from outside, and the HTML the editor makes of it. */
  const stored = useRef({ raw: value, html: '' })
  /** The value last handed up; any other is an outside change. */
  const emitted = useRef(value)
  /** The HTML view changed the value: back in the editor, the parsed form is handed up. */
  const editedAsSource = useRef(false)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  const hand = useCallback((html: string) => {
    const next = html === stored.current.html ? stored.current.raw : html
    emitted.current = next
    onChangeRef.current(next)
  }, [])
  // Parsed once: useEditor reads its options at creation, and sanitising on every render would cost each keystroke.
  const [initial] = useState(() => editorInput(value))
  const editor = useEditor({
    extensions: postSchema,
    content: initial,
    editorProps: {
      attributes: (state) => ({
        id,
        class: cx(editorCss.editable, editorCss.prose),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'data-placeholder': 'Escreva o post aqui…',
        ...(isEmpty(state) ? { 'data-empty': '' } : {}),
      }),
    },
    onCreate: ({ editor: created }) => {
      stored.current.html = postHtml(created)
    },
    onUpdate: ({ editor: changed }) => hand(postHtml(changed)),
  })

  useEffect(() => {
    if (!editor || source || value === emitted.current) return
    // Replacing the document is not a step to undo: Desfazer goes back through the owner's own changes only.
    editor.chain().setMeta('addToHistory', false).setContent(editorInput(value), { emitUpdate: false }).run()
    if (editedAsSource.current) {
      editedAsSource.current = false
      hand(postHtml(editor))
    } else {
      stored.current = { raw: value, html: postHtml(editor) }
      emitted.current = value
    }
  }, [editor, value, source, hand])

  if (!editor) return null
  const openLink = () => {
    const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : null
    setLinking({ current })
  }
  const setLink = (href: string) => {
    const chain = editor.chain().focus()
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.extendMarkRange('link').setLink({ href }).run()
    setLinking(null)
  }

  return (
    <div className={formsCss.field}>
      <span id={`${id}-label`} className={formsCss.label}>
        Conteúdo
      </span>
      <Toolbar
        editor={editor}
        controls={source ? `${id}-source` : id}
        source={source}
        onLink={openLink}
        onSource={() => setSource(!source)}
      />
      {source && (
        <textarea
          id={`${id}-source`}
          className={editorCss.source}
          aria-labelledby={`${id}-label`}
          value={value}
          spellCheck={false}
          onChange={(event) => {
            editedAsSource.current = true
            onChange(event.target.value)
          }}
        />
      )}
      {/* Hidden, not unmounted, in the HTML view: the undo history stays. */}
      <EditorContent editor={editor} hidden={source} />
      <small>
        Use Título e Subtítulo para dividir o texto em seções. Código HTML mostra o texto como código, para colar ou ajustar à mão; clique
        de novo para voltar.
      </small>
      {linking && (
        <LinkDialog
          current={linking.current}
          onApply={setLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            setLinking(null)
          }}
          onClose={() => setLinking(null)}
        />
      )}
    </div>
  )
}
