import type { BlockInput } from '../../../content/types'

export default {
  type: 'article',
  heading: 'Como escolher o tecido da cortina da sala',
  subtitle: 'Um roteiro rápido antes da visita',
  published: '2026-05-31',
  picture: { image: 'artigo-residenciais', alt: 'Sala com cortinas claras e sofá de linho' },
  sections: [
    {
      body: ['A escolha começa pela luz: quanto sol entra e em que hora do dia.'],
    },
    {
      heading: 'Três perguntas',
      body: [
        { items: ['A sala pega sol da tarde?', 'Alguém assiste TV de dia?', 'A janela dá para a rua?'], ordered: true },
        { tip: 'Na dúvida, combine voil com blackout: você escolhe a luz a cada momento.' },
      ],
    },
  ],
  cta: { heading: 'Quer ajuda para escolher?', actions: [{ kind: 'chat', label: 'Falar no WhatsApp' }] },
  readAlso: ['/cortina-para-sala'],
} satisfies BlockInput
