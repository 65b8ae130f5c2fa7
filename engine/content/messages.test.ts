import { describe, expect, it } from 'vitest'
import siteInput from '../../tests/fixtures/site/site'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { pageSchema } from '../../schemas/page'
import { siteSchema } from '../../schemas/site'
import centroHistorico from '../../tests/fixtures/site/neighbourhoods/centro-historico'
import { checkValue, parseContent } from './parse'
import { ContentError } from './report'
import type { PhotoNames } from './types'

const page = {
  path: '/exemplo',
  title: 'Página de exemplo | Ateliê',
  description: 'Uma página de exemplo com descrição longa o bastante para o Google mostrar nos resultados.',
  blocks: [{ type: 'prose', paragraphs: ['Um parágrafo.'] }],
}

/** A neighbourhood of the fixture site, the second business. */
const neighbourhoodFile = 'tests/fixtures/site/neighbourhoods/centro-historico.ts'

/** The owner's typical mistakes, each with the one line the check prints (file, field path, fix in pt-BR). */
const mistakes: [what: string, file: string, problem: () => string[]][] = [
  [
    'a photo without alt text',
    `${neighbourhoodFile}: gallery[2].alt: falta o texto alternativo — descreva a foto`,
    () =>
      issues(neighbourhoodFile, neighbourhoodSchema, {
        ...centroHistorico,
        gallery: [centroHistorico.gallery[0], centroHistorico.gallery[1], { image: 'ambiente-08', alt: '' }],
      }),
  ],
  [
    'a phone with spaces and a dash',
    "content/site.ts: phone: o telefone precisa ter só números, começando com 55 e o DDD, sem espaços nem traços: '5511987654321'",
    () => issues('content/site.ts', siteSchema, { ...siteInput, phone: '(11) 98765-4321' }),
  ],
  [
    'a photo name with the extension',
    "content/pages/exemplo.ts: blocks[0].picture.image: a foto 'hero-sala.jpg' não está em content/images",
    () =>
      issues(
        'content/pages/exemplo.ts',
        pageSchema,
        {
          ...page,
          blocks: [
            { type: 'about', heading: 'Sobre', paragraphs: ['Texto.'], quote: 'Frase.', picture: { image: 'hero-sala.jpg', alt: 'Sala' } },
          ],
        },
        { folder: 'content/images', names: ['hero-sala'] },
      ),
  ],
  [
    'a description past 170 characters',
    'content/pages/exemplo.ts: description: a descrição para o Google está longa — o Google corta depois de 170 caracteres; encurte',
    () => issues('content/pages/exemplo.ts', pageSchema, { ...page, description: 'cortina '.repeat(25) }),
  ],
  [
    'a misspelt block type',
    "content/pages/exemplo.ts: blocks[0].type: valor não aceito — use um destes: 'hero', 'pageIntro'",
    () => issues('content/pages/exemplo.ts', pageSchema, { ...page, blocks: [{ type: 'texto', paragraphs: ['Um parágrafo.'] }] }),
  ],
  [
    'a preposition pt-BR does not use',
    `${neighbourhoodFile}: preposition: escreva como se diz 'em' antes do nome: 'no' (no Tatuapé)`,
    () => issues(neighbourhoodFile, neighbourhoodSchema, { ...centroHistorico, preposition: 'de' }),
  ],
  [
    'a field left out',
    `${neighbourhoodFile}: closing: falta o parágrafo final — convide o leitor a pedir a visita, falando do bairro`,
    () => issues(neighbourhoodFile, neighbourhoodSchema, { ...centroHistorico, closing: undefined }),
  ],
  [
    'a text where a list goes',
    'content/pages/exemplo.ts: blocks[0].paragraphs: o valor tem a forma errada — escreva uma lista entre colchetes: [ ... ]',
    () => issues('content/pages/exemplo.ts', pageSchema, { ...page, blocks: [{ type: 'prose', paragraphs: 'Um parágrafo.' }] }),
  ],
  [
    'a page address with capitals and accents',
    "content/pages/exemplo.ts: path: o endereço precisa começar com / e ter só letras minúsculas sem acento, números e hífens: '/cortina-para-sala'",
    () => issues('content/pages/exemplo.ts', pageSchema, { ...page, path: '/Política' }),
  ],
  [
    'four benefits instead of five',
    `${neighbourhoodFile}: benefits: a lista de vantagens precisa ter exatamente 5 itens`,
    () => issues(neighbourhoodFile, neighbourhoodSchema, { ...centroHistorico, benefits: centroHistorico.benefits.slice(0, 4) }),
  ],
  [
    'a title too short',
    'content/pages/exemplo.ts: title: está curto demais (tem 4 caracteres) — escreva pelo menos 10 caracteres',
    () => issues('content/pages/exemplo.ts', pageSchema, { ...page, title: 'Oi |' }),
  ],
]

/** The lines parseContent throws for a value, one per problem. */
function issues(file: string, schema: Parameters<typeof parseContent>[1], value: unknown, photos?: PhotoNames): string[] {
  try {
    parseContent(file, schema, value, photos)
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n')
    throw error
  }
  throw new Error('the value parsed without a problem')
}

describe('content errors in pt-BR', () => {
  it.each(mistakes)('%s: names the file, the field path and the fix', (_, expected, problem) => {
    const lines = problem()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(expected)
  })

  it('leave valid content alone', () => {
    expect(checkValue(neighbourhoodSchema, centroHistorico).problems).toBeUndefined()
  })
})
