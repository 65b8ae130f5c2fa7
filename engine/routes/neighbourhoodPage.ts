import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'

/** Route of a neighbourhood page. */
export function neighbourhoodPath(slug: string): string {
  return `/cortinas-${slug}`
}

/** 'no Tatuapé', 'nos Jardins', 'em Moema'. */
export function inNeighbourhood(n: Pick<Neighbourhood, 'preposition' | 'name'>): string {
  return `${n.preposition} ${n.name}`
}

/** The label of a neighbourhood everywhere it is listed. */
export function neighbourhoodLabel(n: Pick<Neighbourhood, 'preposition' | 'name'>): string {
  return `Cortinas Sob Medida ${inNeighbourhood(n)}`
}

/** The prefilled WhatsApp message of a neighbourhood page, naming the neighbourhood. */
export function neighbourhoodChatMessage(n: Pick<Neighbourhood, 'preposition' | 'name'>): string {
  return `Olá! Gostaria de solicitar um orçamento de cortinas sob medida ${inNeighbourhood(n)}.`
}

/** Turns one neighbourhood file into a page of blocks, the same engine every page uses. */
export function neighbourhoodPage(n: Neighbourhood, site: Site): Page {
  const links = [
    { label: 'Veja outros projetos', href: '/portfolio' },
    { label: 'Conteúdo no Blog', href: '/blog' },
    ...(n.linkHome ? [{ label: 'Início', href: '/' }] : []),
  ]
  return {
    path: neighbourhoodPath(n.slug),
    title: `${neighbourhoodLabel(n)} | ${site.brand}`,
    description: n.description,
    jsonLd: ['business'],
    blocks: [
      { type: 'pageIntro', eyebrow: `Atendimento ${inNeighbourhood(n)}`, heading: n.headline, lead: n.intro },
      { type: 'bullets', heading: `Por que escolher cortinas sob medida ${inNeighbourhood(n)}`, items: n.benefits },
      { type: 'gallery', heading: `Projetos e inspirações ${inNeighbourhood(n)}`, pictures: n.gallery },
      { type: 'testimonials', heading: 'O que dizem nossos clientes', items: [{ ...n.testimonial, place: n.name }] },
      {
        type: 'cta',
        heading: 'Vamos conversar sobre o seu projeto?',
        text: `Medição no local, amostras de tecido e orçamento sem compromisso ${inNeighbourhood(n)}.`,
        actions: [{ kind: 'chat', label: `Solicite seu orçamento para cortinas sob medida ${inNeighbourhood(n)}`, message: neighbourhoodChatMessage(n) }],
      },
      { type: 'prose', paragraphs: [n.closing], actions: [] },
      { type: 'links', heading: 'Continue explorando', items: links },
    ],
  }
}
