import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/bairros-atendidos',
  title: `Bairros que Atendemos com Cortinas Sob Medida em São Paulo | ${site.brand}`,
  description: 'Veja os bairros de São Paulo onde fazemos cortinas sob medida com visita técnica, e fale com a especialista pelo WhatsApp.',
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Onde atendemos',
      heading: 'Bairros que Atendemos com Cortinas Sob Medida em São Paulo',
      lead: [
        `Escolha o seu bairro para conhecer inspirações e sugestões pensadas para as casas da região. Depois, é só falar com a ${site.ownerName} pelo WhatsApp para agendar a visita técnica.`,
      ],
    },
    { type: 'neighbourhoodIndex', heading: 'Escolha o seu bairro' },
    {
      type: 'cta',
      heading: 'Não encontrou o seu bairro?',
      text: `${site.coverage} ${site.visitOffer} Conte onde você mora e combinamos a visita.`,
      actions: [{ kind: 'chat', label: 'Falar no WhatsApp' }],
    },
  ],
} satisfies PageInput
