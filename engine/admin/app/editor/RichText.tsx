import { useId, useLayoutEffect, useRef, useState } from 'react'
import { tidyEditorHtml } from '../../editorHtml'
import { editorSafeHtml } from './editorSafeHtml'

/** The toolbar: the formatting a blog post needs, as the browser's editing commands. */
const tools: { label: string; text: string; command: string; argument?: string }[] = [
  { label: 'Negrito', text: 'N', command: 'bold' },
  { label: 'Itálico', text: 'I', command: 'italic' },
  { label: 'Seção (H2)', text: 'H2', command: 'formatBlock', argument: 'h2' },
  { label: 'Subseção (H3)', text: 'H3', command: 'formatBlock', argument: 'h3' },
  { label: 'Parágrafo', text: '¶', command: 'formatBlock', argument: 'p' },
  { label: 'Lista', text: '•', command: 'insertUnorderedList' },
  { label: 'Lista numerada', text: '1.', command: 'insertOrderedList' },
  { label: 'Citação', text: '“ ”', command: 'formatBlock', argument: 'blockquote' },
]

/** The post body: a formatting toolbar over an editable area, or the raw HTML in a text box. */
export function RichText({ value, onChange }: { value: string; onChange(html: string): void }) {
  const id = useId()
  const [source, setSource] = useState(false)
  const editor = useRef<HTMLDivElement>(null)
  const emitted = useRef<string | null>(null)
  const filled = useRef<HTMLDivElement | null>(null)

  // The editable area owns its DOM while the owner types; only an outside change (a restored draft, an edit
  // in the HTML view) or a new area (back from the HTML view) is filled again, since rewriting it on every
  // keystroke would lose the caret.
  useLayoutEffect(() => {
    if (!source && editor.current && (value !== emitted.current || editor.current !== filled.current)) {
      editor.current.innerHTML = editorSafeHtml(value)
      emitted.current = value
      filled.current = editor.current
    }
  }, [value, source])

  const emit = () => {
    if (!editor.current) return
    const copy = editor.current.cloneNode(true) as HTMLElement
    tidyEditorHtml(copy)
    emitted.current = copy.innerHTML
    onChange(copy.innerHTML)
  }

  const run = (command: string, argument?: string) => {
    editor.current?.focus()
    document.execCommand(command, false, argument)
    emit()
  }

  const link = () => {
    const href = window.prompt('Endereço do link (https://… ou /pagina do site). Deixe vazio para tirar o link.', 'https://')
    if (href === null) return
    run(href.trim() && href.trim() !== 'https://' ? 'createLink' : 'unlink', href.trim())
  }

  return (
    <div className="adm-field">
      <span id={`${id}-label`} className="adm-label">
        Conteúdo
      </span>
      <div className="adm-toolbar" role="toolbar" aria-label="Formatação do conteúdo" aria-controls={id}>
        {tools.map((tool) => (
          <button key={tool.label} type="button" title={tool.label} aria-label={tool.label} disabled={source} onMouseDown={(event) => event.preventDefault()} onClick={() => run(tool.command, tool.argument)}>
            {tool.text}
          </button>
        ))}
        <button type="button" title="Link" aria-label="Link" disabled={source} onMouseDown={(event) => event.preventDefault()} onClick={link}>
          Link
        </button>
        <button type="button" className="adm-toolbar-source" aria-pressed={source} onClick={() => setSource(!source)}>
          HTML
        </button>
      </div>
      {source ? (
        <textarea id={id} className="adm-source" aria-labelledby={`${id}-label`} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <div
          id={id}
          ref={editor}
          className="adm-editable"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          contentEditable
          suppressContentEditableWarning
          data-placeholder="Escreva o post aqui…"
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={emit}
        />
      )}
      <small>Use H2 e H3 para dividir o texto em seções. O botão HTML mostra o código, para colar ou ajustar à mão.</small>
    </div>
  )
}
