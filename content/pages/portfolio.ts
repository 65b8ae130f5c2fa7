import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/portfolio',
  title: `Inspirações de cortinas sob medida | ${site.brand}`,
  description:
    'Inspirações de cortinas sob medida em São Paulo: salas de estar e de jantar, suítes, home office, pé-direito duplo e quarto infantil.',
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Portfólio',
      heading: 'Inspirações de cortinas para cada ambiente',
      lead: ['As composições que mais fazemos. Clique ou toque em uma imagem para ampliá-la.'],
    },
    {
      type: 'portfolio',
      illustrationsNote: 'Por enquanto, são ilustrações. Em breve, fotos de projetos entregues.',
      items: [
        {
          caption: 'Sala de estar com cortina e voil',
          picture: { image: 'portfolio-01', alt: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco' },
        },
        {
          caption: 'Suíte com cortina wave',
          picture: { image: 'portfolio-02', alt: 'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde' },
        },
        {
          caption: 'Sala de jantar com voil em onda',
          picture: {
            image: 'portfolio-03',
            alt: 'Sala de jantar com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, na luz da manhã',
          },
        },
        {
          caption: 'Home office com luz filtrada',
          picture: { image: 'portfolio-04', alt: 'Home office com escrivaninha e cortinas verde-oliva sobre voil branco' },
        },
        {
          caption: 'Sala de jantar com prega americana',
          picture: { image: 'portfolio-05', alt: 'Sala de jantar com cortinas castanhas sobre voil na luz do fim de tarde' },
        },
        {
          caption: 'Pé-direito duplo com voil do teto ao chão',
          picture: { image: 'portfolio-06', alt: 'Sala de pé-direito duplo com cortinas do teto ao chão e voil branco' },
        },
        {
          caption: 'Quarto infantil em tons neutros',
          picture: { image: 'portfolio-07', alt: 'Quarto infantil com cama de solteiro e cortinas claras sobre voil branco' },
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Gostou de alguma composição?',
      text: 'Diga qual imagem mais combina com você e conte sobre o seu ambiente.',
      actions: [{ kind: 'chat', label: 'Solicitar orçamento' }],
    },
  ],
} satisfies PageInput
