import type { BlockInput } from '../../../content/types'

export default {
  type: 'gallery',
  heading: 'Inspirações',
  illustrationsNote: 'Imagens ilustrativas.',
  pictures: [
    { image: 'ambiente-01', alt: 'Sala com cortina de voil branco e luz da tarde' },
    { image: 'ambiente-02', alt: 'Quarto com cortina blackout em tom areia' },
  ],
} satisfies BlockInput
