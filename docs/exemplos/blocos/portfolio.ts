import type { BlockInput } from '../../../content/types'

export default {
  type: 'portfolio',
  heading: 'Inspirações',
  illustrationsNote: 'Por enquanto, são ilustrações. Em breve, fotos de projetos entregues.',
  items: [
    { picture: { image: 'portfolio-01', alt: 'Sala ampla com cortinas de linho em prega americana' }, caption: 'Sala com linho em prega americana' },
    { picture: { image: 'portfolio-02', alt: 'Quarto com cortina blackout e voil sobreposto' }, caption: 'Quarto com blackout e voil' },
  ],
} satisfies BlockInput
