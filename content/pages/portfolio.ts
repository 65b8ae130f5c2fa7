import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/portfolio',
  title: `Portfólio de Cortinas Sob Medida | ${site.brand}`,
  description: 'Veja projetos de cortinas sob medida em salas, suítes, varandas e home offices em São Paulo. Clique nas fotos para ampliar.',
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Portfólio',
      heading: 'Projetos que contam histórias de luz',
      lead: ['Uma seleção de ambientes que ganharam cortinas sob medida. Toque em uma foto para ampliá-la e navegar pelos projetos.'],
    },
    {
      type: 'portfolio',
      items: [
        { caption: 'Sala de estar com linho e voal', picture: { image: 'portfolio-01', alt: 'Sala de estar com cortina dupla de linho e voal em trilho suíço' } },
        { caption: 'Suíte com blackout e wave', picture: { image: 'portfolio-02', alt: 'Suíte com cortina wave blackout em tom areia do teto ao piso' } },
        { caption: 'Varanda gourmet com gaze de linho', picture: { image: 'portfolio-03', alt: 'Varanda gourmet envidraçada com cortina de gaze de linho' } },
        { caption: 'Home office com luz filtrada', picture: { image: 'portfolio-04', alt: 'Home office com cortina de voal filtrando a luz sobre a mesa de trabalho' } },
        { caption: 'Sala de jantar com prega americana', picture: { image: 'portfolio-05', alt: 'Sala de jantar com cortinas de prega americana em tecido encorpado' } },
        { caption: 'Pé-direito duplo com iluminação de teto', picture: { image: 'portfolio-06', alt: 'Living de pé-direito duplo com cortina alta iluminada por LED no teto' } },
        { caption: 'Quarto com tons neutros', picture: { image: 'portfolio-07', alt: 'Quarto em tons neutros com cortina de linho e blackout' } },
      ],
    },
    {
      type: 'cta',
      heading: 'Gostou de algum projeto?',
      text: 'Envie a foto que mais combina com você e conte sobre o seu ambiente.',
      actions: [{ kind: 'chat', label: 'Solicitar orçamento' }],
    },
  ],
} satisfies PageInput
