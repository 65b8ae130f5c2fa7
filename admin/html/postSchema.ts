import { Extension, type Extensions } from '@tiptap/core'
import { Image } from '@tiptap/extension-image'
import { Link } from '@tiptap/extension-link'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { StarterKit } from '@tiptap/starter-kit'
import { IMAGE_URL, LINK_URL } from '../../blog/sanitizeRules'
import { cleanPastedText } from './pastedHtml'

/**
 * The sanitiser keeps no colspan, rowspan or width: a pasted merged cell becomes single cells, as the page
 * shows it. Cells take the table's alignment, as text does.
 */
const plainCell = {
  colspan: { default: 1, parseHTML: () => 1 },
  rowspan: { default: 1, parseHTML: () => 1 },
  colwidth: { default: null, parseHTML: () => null, rendered: false },
  align: { default: null, parseHTML: () => null, rendered: false },
}

/** Images with a web or site address (never data: or a file on the computer), and only the attributes a post keeps. */
const PostImage = Image.extend({
  addAttributes: () => ({ src: { default: null }, alt: { default: null }, title: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]', getAttrs: (img) => IMAGE_URL.test(img.getAttribute('src')?.trim() ?? '') && null }],
}).configure({ inline: true })

/** A table as the post keeps it: rows in one tbody, no column sizes or inline widths, edited as it is shown. */
const PostTable = Table.extend({ renderHTML: () => ['table', ['tbody', 0]] }).configure({ View: null })

/** Docs' and Word's clipboard made plain before it is parsed (admin/html/pastedHtml.ts). */
const OfficePaste = Extension.create({ name: 'officePaste', transformPastedHTML: cleanPastedText })

/**
 * The editor's schema: what the post sanitiser (blog/sanitizeRules.ts) keeps of what an owner makes —
 * headings 2 to 4, paragraphs, bold, italics, underline, strikethrough, lists, links with the sanitiser's
 * addresses, quotes, tables, images, line breaks, code. Anything else pasted or typed into the HTML view is
 * dropped as it is parsed, so the editor shows what will be saved. No horizontal rule (<hr> is not kept) and
 * no trailing empty paragraph.
 */
export const postSchema: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    horizontalRule: false,
    trailingNode: false,
    link: false,
  }),
  // A link ends where it ends: what is typed right after it (the sentence's period) is not part of it.
  Link.extend({ inclusive: () => false }).configure({
    openOnClick: false,
    defaultProtocol: 'https',
    isAllowedUri: (url) => LINK_URL.test(url.trim()),
    // No target or rel of its own: a link gets the sanitiser's, from its address (admin/html/editorHtml.ts).
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  PostImage,
  PostTable,
  TableRow,
  TableHeader.extend({
    addAttributes() {
      return { ...this.parent?.(), ...plainCell }
    },
  }),
  TableCell.extend({
    addAttributes() {
      return { ...this.parent?.(), ...plainCell }
    },
  }),
  OfficePaste,
]
