import type { ChainedCommands, Editor } from '@tiptap/core'
import type { ReactNode } from 'react'
import { useEditorState } from '@tiptap/react'
import * as editorCss from '../../styles/editor'

type Tool = {
  /** The button's name, which screen readers say and a wide screen shows. */
  label: string
  /** What a phone shows instead, shorter so that every tool fits on two rows there; the name stays the label. */
  face?: ReactNode
  hint: string
  /** What the button does to the selection. */
  run(chain: ChainedCommands): ChainedCommands
  /** Whether the selection already has it (the button shows pressed). */
  active?(editor: Editor): boolean
}

/** The toolbar, in plain words: the formatting a blog post needs. */
const tools: Tool[] = [
  {
    label: 'Negrito',
    face: <b>B</b>,
    hint: 'Deixa as palavras selecionadas em negrito',
    run: (c) => c.toggleBold(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Itálico',
    face: <i>I</i>,
    hint: 'Deixa as palavras selecionadas em itálico',
    run: (c) => c.toggleItalic(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Título',
    hint: 'Transforma a linha em título de seção',
    run: (c) => c.toggleHeading({ level: 2 }),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subtítulo',
    hint: 'Transforma a linha em subtítulo, dentro de uma seção',
    run: (c) => c.toggleHeading({ level: 3 }),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Texto comum', face: 'Texto', hint: 'Volta a linha a ser texto comum', run: (c) => c.setParagraph() },
  { label: 'Lista', hint: 'Lista com marcadores', run: (c) => c.toggleBulletList(), active: (e) => e.isActive('bulletList') },
  {
    label: 'Lista numerada',
    face: '1. Lista',
    hint: 'Lista com números',
    run: (c) => c.toggleOrderedList(),
    active: (e) => e.isActive('orderedList'),
  },
  { label: 'Citação', hint: 'Transforma a linha em citação', run: (c) => c.toggleBlockquote(), active: (e) => e.isActive('blockquote') },
]

/** Keeps the focus (and the selection) in the text when a button is pressed with the mouse or a finger. */
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault()

/**
 * The formatting toolbar over the post body: undo and redo (a phone has no Ctrl+Z), the formatting, the link
 * dialog, and the switch to the HTML view.
 */
export function Toolbar(props: { editor: Editor; controls: string; source: boolean; onLink(): void; onSource(): void }) {
  const { editor, source } = props
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      undo: current.can().undo(),
      redo: current.can().redo(),
      link: current.isActive('link'),
      active: tools.map((tool) => tool.active?.(current)),
    }),
  })
  return (
    <div className={editorCss.toolbar} role="toolbar" aria-label="Formatação do conteúdo" aria-controls={props.controls}>
      <button
        type="button"
        title="Desfaz a última mudança no texto"
        disabled={source || !state.undo}
        onMouseDown={keepSelection}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <span className={editorCss.sign} aria-hidden="true">
          ↶
        </span>{' '}
        <span className={editorCss.wideOnly}>Desfazer</span>
      </button>
      <button
        type="button"
        title="Refaz o que foi desfeito"
        disabled={source || !state.redo}
        onMouseDown={keepSelection}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <span className={editorCss.sign} aria-hidden="true">
          ↷
        </span>{' '}
        <span className={editorCss.wideOnly}>Refazer</span>
      </button>
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          title={tool.hint}
          disabled={source}
          aria-pressed={tool.active ? Boolean(state.active[index]) : undefined}
          onMouseDown={keepSelection}
          onClick={() => tool.run(editor.chain().focus()).run()}
        >
          {tool.face ? (
            <>
              <span className={editorCss.phoneOnly} aria-hidden="true">
                {tool.face}
              </span>
              <span className={editorCss.wideOnly}>{tool.label}</span>
            </>
          ) : (
            tool.label
          )}
        </button>
      ))}
      <button
        type="button"
        title="Transforma as palavras selecionadas em link"
        disabled={source}
        aria-pressed={state.link}
        aria-haspopup="dialog"
        onMouseDown={keepSelection}
        onClick={props.onLink}
      >
        Link
      </button>
      <button
        type="button"
        className={editorCss.toolbarEnd}
        title="Mostra o texto como código, para colar ou ajustar à mão"
        aria-pressed={source}
        onClick={props.onSource}
      >
        <span className={editorCss.wideOnly}>Código </span>HTML
      </button>
    </div>
  )
}
