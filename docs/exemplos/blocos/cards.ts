import type { BlockInput } from '../../../content/types'

export default {
  type: 'cards',
  id: 'tecidos',
  heading: 'Tecidos mais pedidos',
  intro: 'Toque as amostras na visita e escolha com calma.',
  reveal: false,
  items: [
    { title: 'Linho', text: 'Caimento natural e textura elegante para salas.', picture: { image: 'tecido-linho', alt: 'Amostra de tecido de linho cru' } },
    { title: 'Blackout', text: 'Bloqueia a luz quase por completo, para dormir mesmo de dia.', picture: { image: 'tecido-blackout', alt: 'Amostra de tecido blackout marrom-escuro' } },
  ],
  actions: [{ kind: 'chat', label: 'Perguntar sobre os tecidos' }],
} satisfies BlockInput
