import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the owner's edits changed, for the test to look for in the rendered pages. */
export interface OwnerEdits {
  /** The path of the page whose hero got a new headline and button label. */
  heroPath: string
  heroHeading: string
  heroAction: string
  /** The new label of the main menu's last link and of the footer's last link. */
  menuLabel: string
  footerLabel: string
  /** The page whose title and description were rewritten, and the new words. */
  retitledPath: string
  title: string
  description: string
  /** The frame's chat button, a label from content/labels.ts. */
  chatButtonLabel: string
  /** The path of the page removed with every link to it, when the content had a portfolio page. */
  removedPath?: string
}

/** A quoted value in a content file: '…', "…" or `…`, possibly spanning lines. */
const quoted = String.raw`('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\x60(?:\\.|[^\x60\\])*\x60)`

/** Replaces the value of the first `key:` at or after `from` in `source`; throws when there is none. */
function setValue(source: string, key: string, value: string, from = 0): string {
  const match = new RegExp(`(${key}:\\s*)${quoted}`, 'g')
  match.lastIndex = from
  const found = match.exec(source)
  if (!found) throw new Error(`no ${key} to edit`)
  const start = found.index + (found[1] ?? '').length
  return source.slice(0, start) + `'${value}'` + source.slice(start + (found[2] ?? '').length)
}

/** Appends ` (editado)` inside every quoted value whose key matches `key` (a regular expression source). */
function reword(source: string, key: string): string {
  return source.replace(
    new RegExp(`(${key}:\\s*)${quoted}`, 'g'),
    (_, before: string, value: string) => `${before}${value.slice(0, -1)} (editado)${value.slice(-1)}`,
  )
}

/** The `path:` a page file declares. */
const pathOf = (source: string) => /\n {2}path: '([^']+)'/.exec(source)?.[1]

/**
 * Everyday edits an owner makes beyond the guide's walk-through, applied to the content folder under `root`: every
 * heading, menu word and fixed label reworded, then a new headline and button label on the home page's hero, renamed
 * menu and footer links, another page's title and description, a relabelled chat button, and the portfolio page
 * removed together with every link to it. Edits are found by the content's structure (block types, keys, paths),
 * never by the words there now.
 */
export function applyOwnerEdits(root: string): OwnerEdits {
  const content = (file: string) => join(root, 'content', file)
  const read = (file: string) => readFileSync(content(file), 'utf8')
  const pages = readdirSync(content('pages'))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => ({ file: `pages/${file}`, source: read(`pages/${file}`) }))
  for (const file of [...pages.map((page) => page.file), 'neighbourhoodPage.ts', 'blog.ts'])
    writeFileSync(content(file), reword(read(file), 'heading'))
  writeFileSync(content('labels.ts'), reword(read('labels.ts'), String.raw`\b(?!href\b|lang\b)\w+`))
  writeFileSync(content('navigation.ts'), reword(read('navigation.ts'), String.raw`(?:\b(?:label|homeLabel|neighbourhoodsLabel)|'/[^']*')`))

  const portfolio = pages.find((page) => page.source.includes("type: 'portfolio'"))
  const removedPath = portfolio && pathOf(portfolio.source)
  if (portfolio && removedPath) {
    rmSync(content(portfolio.file))
    const entry = new RegExp(String.raw`[ \t]*\{[^{}]*href: '${removedPath}'[^{}]*\},?[ \t]*\n?`, 'g')
    const crumb = new RegExp(String.raw`\s*'${removedPath}': ${quoted},?`, 'g')
    const others = [...pages.filter((page) => page !== portfolio).map((page) => page.file), 'navigation.ts', 'neighbourhoodPage.ts']
    for (const file of others) writeFileSync(content(file), read(file).replace(crumb, '').replace(entry, ''))
  }

  const [home, ...rest] = pages
    .filter((page) => page !== portfolio)
    .map((page) => ({ ...page, source: read(page.file), path: pathOf(read(page.file)) }))
    .sort((a, b) => Number(b.path === '/') - Number(a.path === '/'))
  const heroAt = home?.source.indexOf("type: 'hero'") ?? -1
  if (!home?.path || heroAt < 0) throw new Error('content/pages has no home page with a hero block')
  const heroHeading = 'Sua janela merece uma cortina feita só para ela'
  const heroAction = 'Quero meu orçamento agora'
  const edited = setValue(setValue(home.source, 'heading', heroHeading, heroAt), 'label', heroAction, heroAt)
  writeFileSync(content(home.file), edited)

  const retitled = rest.find((page) => page.path)
  if (!retitled?.path) throw new Error('content/pages has no page besides the home page')
  const title = 'Página com título novo escrito pela dona'
  const description = 'Uma descrição nova, mais curta, que a dona escreveu para aparecer na busca do Google.'
  writeFileSync(content(retitled.file), setValue(setValue(retitled.source, 'title', title), 'description', description))

  const menuLabel = 'Fale com a gente'
  const footerLabel = 'Onde atendemos'
  const navigation = read('navigation.ts')
  const lastLabel = (list: string) => {
    const end = navigation.indexOf('],', navigation.indexOf(`${list}: [`))
    return navigation.lastIndexOf('label:', end)
  }
  const menuAt = lastLabel('main')
  const footerAt = lastLabel('footer')
  writeFileSync(content('navigation.ts'), setValue(setValue(navigation, 'label', footerLabel, footerAt), 'label', menuLabel, menuAt))

  const chatButtonLabel = 'Converse pelo WhatsApp'
  writeFileSync(content('labels.ts'), setValue(read('labels.ts'), 'chatButtonLabel', chatButtonLabel))
  return {
    heroPath: home.path,
    heroHeading,
    heroAction,
    menuLabel,
    footerLabel,
    retitledPath: retitled.path,
    title,
    description,
    chatButtonLabel,
    ...(removedPath ? { removedPath } : {}),
  }
}
