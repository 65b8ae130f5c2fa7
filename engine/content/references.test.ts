import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { neighbourhoodSchema } from '../../schemas/neighbourhood'
import { imageSchema } from '../../schemas/image'
import { pageSchema } from '../../schemas/page'
import centroHistorico from '../../tests/fixtures/site/neighbourhoods/centro-historico'
import { blogContentSchema } from '../../schemas/blog'
import { checkValue } from './parse'
import { missingReferences, referencesIn } from './references'

const photos = { folder: 'content/images', names: ['ambiente-01', 'hero-sala'] }
const available = 'fotos disponíveis: ambiente-01, hero-sala'

const page = {
  path: '/exemplo',
  title: 'Página de exemplo | Ateliê',
  description: 'Uma página de exemplo com descrição longa o bastante para o Google mostrar nos resultados.',
}
const about = { type: 'about', heading: 'Sobre', paragraphs: ['Texto.'], quote: 'Frase.' }
const gallery = [
  { image: 'ambiente-01', alt: 'Sala' },
  { image: 'hero-sala', alt: 'Sala' },
]

/** Photo names the owner gets wrong, each with the lines the check prints (field path, then the fix). */
const cases: [what: string, schema: Parameters<typeof checkValue>[0], value: unknown, lines: string[]][] = [
  [
    'a gallery photo not in the folder',
    neighbourhoodSchema,
    { ...centroHistorico, gallery: [...gallery, { image: 'x', alt: 'Sala' }] },
    [`gallery[2].image: a foto 'x' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; ${available}`],
  ],
  [
    'an empty photo name',
    neighbourhoodSchema,
    { ...centroHistorico, gallery: [...gallery, { image: '', alt: 'Sala' }] },
    ["gallery[2].image: falta o nome da foto — escolha uma foto de content/images e escreva o nome sem .jpg, como 'ambiente-01'"],
  ],
  [
    "a block's photo, beside another mistake in the same block",
    pageSchema,
    { ...page, blocks: [{ ...about, paragraphs: 'Texto.', picture: { image: 'sala.jpg', alt: 'Sala' } }] },
    [
      'blocks[0].paragraphs: o valor tem a forma errada — escreva uma lista entre colchetes: [ ... ]',
      `blocks[0].picture.image: a foto 'sala.jpg' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; ${available}`,
    ],
  ],
  [
    "a page's preview photo",
    pageSchema,
    { ...page, ogImage: 'previa', blocks: [{ type: 'prose', paragraphs: ['Texto.'] }] },
    [`ogImage: a foto 'previa' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; ${available}`],
  ],
]

describe('photo names in content', () => {
  it.each(cases)('%s: names the field path and the fix', (_, schema, value, lines) => {
    expect(checkValue(schema, value, { photos }).problems).toEqual(lines)
  })

  it('accept the photos of the folder', () => {
    const value = { ...page, ogImage: 'hero-sala', blocks: [{ ...about, picture: { image: 'ambiente-01', alt: 'Sala' } }] }
    expect(checkValue(pageSchema, value, { photos }).problems).toBeUndefined()
    expect(checkValue(neighbourhoodSchema, { ...centroHistorico, gallery: [...gallery, gallery[0]] }, { photos }).problems).toBeUndefined()
  })

  it('find photo fields made from the photo schema (described, refined) and inside wrappers and plain unions', () => {
    const schema = z.object({
      cover: imageSchema.describe('Capa'),
      strip: z.array(z.union([z.number(), imageSchema.refine((name) => !name.includes(' ')).nullable()])).default([]),
    })
    expect(checkValue(schema, { cover: 'capa', strip: [1, 'ambiente-01', 'faixa'] }, { photos }).problems).toEqual([
      `cover: a foto 'capa' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; ${available}`,
      `strip[2]: a foto 'faixa' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; ${available}`,
    ])
  })

  it('say when the folder has no photos', () => {
    expect(
      checkValue(pageSchema, { ...page, ogImage: 'previa', blocks: [about] }, { photos: { folder: 'content/images', names: [] } }).problems,
    ).toEqual([
      'blocks[0].picture: falta este campo — preencha-o',
      "ogImage: a foto 'previa' não está em content/images — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; fotos disponíveis: nenhuma",
    ])
  })
})

describe('page links in content', () => {
  it('are found wherever a schema marks them: the blog’s featured list and an article’s read-also list', () => {
    const links = referencesIn(pageSchema, { ...page, blocks: [about, { type: 'article', readAlso: ['/a', '/b'] }] })
    expect(links).toEqual([
      { path: ['blocks', 1, 'readAlso', 0], to: 'page', name: '/a' },
      { path: ['blocks', 1, 'readAlso', 1], to: 'page', name: '/b' },
    ])
    expect(referencesIn(blogContentSchema, { featured: ['/a'] })).toEqual([{ path: ['featured', 0], to: 'page', name: '/a' }])
  })

  it('walk photos and pages in one pass, each looked up in its own list', () => {
    const value = { ...page, ogImage: 'x', blocks: [{ type: 'article', readAlso: ['/a', '/sumiu'] }] }
    expect(missingReferences(pageSchema, value, { photos, pages: new Set(['/a']) })).toEqual([
      { path: ['ogImage'], message: expect.stringMatching(/^a foto 'x' não está em content\/images/) },
      { path: ['blocks', 0, 'readAlso', 1], message: 'nenhuma página tem o endereço /sumiu — confira o endereço ou crie a página' },
    ])
    expect(missingReferences(pageSchema, value, { pages: new Set(['/a', '/sumiu']) })).toEqual([])
  })
})
