import { describe, expect, it } from 'vitest'
import type { Page } from '../../schemas/page'
import { accessLogsDisclosure, deliveredJobsDisclosure, deliveredJobsLead } from './privacyPage'

const file = 'content/pages/privacidade.ts'

/** A privacy page on /privacidade whose one prose block says `paragraphs`. */
const privacyPage = (paragraphs: string[]): { file: string; page: Pick<Page, 'path' | 'blocks'> } => ({
  file,
  page: { path: '/privacidade', blocks: [{ type: 'prose', heading: 'Quais dados recebemos', paragraphs, actions: [] }] },
})

const other = { file: 'content/pages/contato.ts', page: { path: '/contato', blocks: [] } }

describe('the launch check on the privacy page and delivered jobs', () => {
  it('asks for the paragraph when the page the privacy link leads to says nothing of delivered jobs', () => {
    const items = deliveredJobsDisclosure([other, privacyPage(['Depoimentos: só com autorização.'])], '/privacidade')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatch(new RegExp(`^${file}: blocks: .+ — escreva um parágrafo que comece com "${deliveredJobsLead}"`))
  })

  it('is satisfied by a text that begins with the lead, in whichever block', () => {
    const paragraph = `${deliveredJobsLead} só com a autorização do cliente por escrito.`
    expect(deliveredJobsDisclosure([privacyPage(['Outro assunto.', paragraph])], '/privacidade')).toEqual([])
    const bullets = {
      file,
      page: {
        path: '/privacidade',
        blocks: [{ type: 'bullets' as const, heading: 'Fotos', items: [{ title: 'Fotos de clientes', text: paragraph }] }],
      },
    }
    expect(deliveredJobsDisclosure([bullets], '/privacidade')).toEqual([])
  })

  it('looks only at the page the privacy link leads to, and says nothing when there is none', () => {
    const elsewhere = {
      file: 'content/pages/sobre.ts',
      page: { path: '/sobre', blocks: privacyPage([`${deliveredJobsLead} …`]).page.blocks },
    }
    expect(deliveredJobsDisclosure([elsewhere, privacyPage(['Cookies: nenhum.'])], '/privacidade')).toHaveLength(1)
    expect(deliveredJobsDisclosure([other], '/privacidade')).toEqual([])
  })
})

describe('the launch check on the privacy page and access logs', () => {
  it('asks for the accessLogs block when the privacy page lacks it, whatever its own text says of logs', () => {
    const items = accessLogsDisclosure([other, privacyPage(['Registros de acesso: 6 meses.'])], '/privacidade')
    expect(items).toEqual([expect.stringMatching(/^content\/pages\/privacidade\.ts: blocks: .*\{ type: 'accessLogs' \}/)])
  })

  it('says nothing once the block is there, or when there is no privacy page', () => {
    const page = privacyPage(['Cookies: nenhum.'])
    page.page.blocks.push({ type: 'accessLogs', heading: 'Registros de acesso' })
    expect(accessLogsDisclosure([page], '/privacidade')).toEqual([])
    expect(accessLogsDisclosure([other], '/privacidade')).toEqual([])
  })
})
