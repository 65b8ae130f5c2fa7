import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/contato',
  title: `Contato e orçamento de cortinas | ${site.brand}`,
  description: `Fale com a especialista em cortinas sob medida pelo WhatsApp ou telefone. ${site.coverage} ${site.visitOffer}`,
  jsonLd: ['business'],
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Contato',
      heading: 'Vamos conversar sobre as suas janelas',
      lead: ['Sem formulários: o atendimento é direto, pelo WhatsApp ou por telefone, com a própria especialista.'],
    },
    {
      type: 'contact',
      heading: 'Fale com a gente',
      text: 'Envie fotos das janelas e as medidas aproximadas, se tiver. Respondemos com as primeiras sugestões e agendamos a visita técnica.',
      serviceStatement: `${site.coverage} ${site.visitOffer}`,
      chatLabel: 'Chamar no WhatsApp',
      chatMessage: 'Olá! Vim pelo site e gostaria de conversar sobre cortinas sob medida.',
    },
    { type: 'orderTerms', heading: 'Como funciona o pedido' },
  ],
} satisfies PageInput
