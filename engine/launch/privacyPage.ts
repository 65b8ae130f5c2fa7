import type { Page } from '../../schemas/page'

/** How the privacy page's paragraph on delivered jobs begins; the launch check looks for a text that starts so. */
export const deliveredJobsLead = 'Trabalhos entregues:'

/** Every string in a value: the texts of a page's blocks, whatever block holds them. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : []

/**
 * What the privacy page still lacks before launch: the admin publishes clients' photos and words ("Trabalhos
 * entregues", issue 38), so the page the footer's privacy link leads to must say how (consent, what is shown, how to
 * withdraw, how long), in a text that begins with `deliveredJobsLead`. With no page there, nothing to say here.
 */
export function deliveredJobsDisclosure(pages: { file: string; page: Pick<Page, 'path' | 'blocks'> }[], privacyPath: string): string[] {
  const privacy = pages.find(({ page }) => page.path === privacyPath)
  if (!privacy || texts(privacy.page.blocks).some((text) => text.trimStart().startsWith(deliveredJobsLead))) return []
  return [
    `${privacy.file}: blocks: a política não diz como o site publica as fotos e as palavras de clientes dos trabalhos entregues — escreva um parágrafo que comece com "${deliveredJobsLead}" dizendo que só vão ao site com a autorização do cliente por escrito, o que aparece, como retirar a autorização e por quanto tempo ficam (veja Fotos de trabalhos entregues no guia)`,
  ]
}

/**
 * What the privacy page lacks about access logs: the server keeps them (server/accessLog), and the page the footer's
 * privacy link leads to says so through the `accessLogs` block, whose words the code keeps true. With no page there,
 * nothing to say here.
 */
export function accessLogsDisclosure(pages: { file: string; page: Pick<Page, 'path' | 'blocks'> }[], privacyPath: string): string[] {
  const privacy = pages.find(({ page }) => page.path === privacyPath)
  if (!privacy || privacy.page.blocks.some((block) => block.type === 'accessLogs')) return []
  return [
    `${privacy.file}: blocks: a política não diz o que o site anota de cada acesso nem por quanto tempo guarda — acrescente o bloco { type: 'accessLogs' } depois de "Quais dados recebemos" (veja Registros de acesso no guia)`,
  ]
}
