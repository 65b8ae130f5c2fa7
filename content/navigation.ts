import type { NavigationInput } from './types'

export default {
  main: [
    { label: 'Início', href: '/' },
    { label: 'Cortinas para Sala', href: '/cortina-para-sala' },
    { label: 'Cortinas para Quarto', href: '/cortina-para-quarto' },
    { label: 'Blog', href: '/blog' },
    { label: 'Portfólio', href: '/portfolio' },
    { label: 'Contato', href: '/contato' },
  ],
  neighbourhoodsLabel: 'Bairros que Atendemos',
  footer: [
    { label: 'Início', href: '/' },
    { label: 'Blog', href: '/blog' },
    { label: 'Portfólio', href: '/portfolio' },
    { label: 'Contato', href: '/contato' },
    { label: 'Bairros que Atendemos', href: '/bairros-atendidos' },
  ],
  homeLabel: 'Início',
  breadcrumbLabels: {
    '/bairros-atendidos': 'Bairros Atendidos',
    '/blog': 'Blog',
    '/portfolio': 'Portfólio',
    '/contato': 'Contato',
    '/cortina-para-sala': 'Cortinas para sala',
    '/cortina-para-quarto': 'Cortinas para quarto',
  },
} satisfies NavigationInput
