import site from './site'
import type { NeighbourhoodPageInput } from './types'

/** The words every neighbourhood page shares; {bairro} becomes 'no Tatuapé', 'nos Jardins', 'em Moema'. */
export default {
  pathPrefix: '/cortinas-',
  label: 'Cortinas Sob Medida {bairro}',
  cardTitle: 'Cortinas sob medida {bairro}',
  eyebrow: 'Atendimento {bairro}',
  benefitsHeading: 'Por que escolher cortinas sob medida {bairro}?',
  galleryHeading: 'Inspirações para a sua casa',
  galleryIllustrationsNote: 'Imagens ilustrativas.',
  testimonialsHeading: 'O que dizem nossos clientes',
  cta: {
    heading: 'Vamos conversar sobre o seu projeto?',
    text: `Para quem mora {bairro}: levamos as amostras de tecido até a sua janela e medimos no local. ${site.visitOffer}`,
    chatLabel: 'Solicite seu orçamento para cortinas sob medida {bairro}',
    chatMessage: 'Olá! Gostaria de solicitar um orçamento de cortinas sob medida {bairro}.',
  },
  linksHeading: 'Continue explorando',
  links: [
    { label: 'Veja outros projetos', illustrationsLabel: 'Veja mais inspirações', href: '/portfolio' },
    { label: 'Conteúdo no Blog', href: '/blog' },
  ],
  homeLink: { label: 'Início', href: '/' },
} satisfies NeighbourhoodPageInput
