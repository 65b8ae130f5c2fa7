import { useId, useLayoutEffect, useRef, useState } from 'react'
import { tidyEditorHtml } from '../../editorHtml'
import { editorSafeHtml } from './editorSafeHtml'
import * as editorCss from '../styles/editor'
import * as formsCss from '../styles/forms'

/** The toolbar, in plain words: the formatting a blog post needs, as the browser's editing commands. */
const tools: { label: string; hint: string; command: string; argument?: string }[] = [
  { label: 'Negrito', hint: 'Destaca as palavras selecionadas', command: 'bold' },
  { label: 'Itálico', hint: 'Inclina as palavras selecionadas', command: 'italic' },
  { label: 'Título', hint: 'Transforma a linha em título de seção', command: 'formatBlock', argument: 'h2' },
  { label: 'Subtítulo', hint: 'Transforma a linha em subtítulo, dentro de uma seção', command: 'formatBlock', argument: 'h3' },
  { label: 'Parágrafo', hint: 'Volta a linha a ser texto comum', command: 'formatBlock', argument: 'p' },
  { label: 'Lista', hint: 'Lista com marcadores', command: 'insertUnorderedList' },
  { label: 'Lista numerada', hint: 'Lista com números', command: 'insertOrderedList' },
  { label: 'Citação', hint: 'Destaca a linha como citação', command: 'formatBlock', argument: 'blockquote' },
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
    <div className={formsCss.field}>
      <span id={`${id}-label`} className={formsCss.label}>
        Conteúdo
      </span>
      <div className={editorCss.toolbar} role="toolbar" aria-label="Formatação do conteúdo" aria-controls={id}>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            title={tool.hint}
            disabled={source}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command, tool.argument)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          title="Liga as palavras selecionadas a um endereço"
          disabled={source}
          onMouseDown={(event) => event.preventDefault()}
          onClick={link}
        >
          Link
        </button>
        <button
          type="button"
          className={editorCss.toolbarEnd}
          title="Mostra o texto como código, para colar ou ajustar à mão"
          aria-pressed={source}
          onClick={() => setSource(!source)}
        >
          Código HTML
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          className={editorCss.source}
          aria-labelledby={`${id}-label`}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div
          id={id}
          ref={editor}
          className={editorCss.editable}
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
      <small>
        Use Título e Subtítulo para dividir o texto em seções. Código HTML mostra o texto como código, para colar ou ajustar à mão; clique
        de novo para voltar.
      </small>
    </div>
  )
}
