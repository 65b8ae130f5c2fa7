import site from '../site'
import type { PageInput, SiteInput } from '../types'

// Typed as the schema allows: each term is '' until the owner writes it (the launch check asks for the blank ones).
const order: NonNullable<SiteInput['order']> = site.order
/** A term as a sentence, with its full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

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
    {
      type: 'prose',
      heading: 'Como funciona o pedido',
      paragraphs: [
        'Depois da visita, enviamos o orçamento por escrito, com as medidas, os tecidos, os acessórios, o prazo de confecção e de instalação, a forma de pagamento e a validade.',
        ...(order.payment ? [`Pagamento: ${sentence(order.payment)}`] : []),
        ...(order.leadTime ? [`Prazo: ${sentence(order.leadTime)}`] : []),
        order.quoteValidity
          ? `Validade do orçamento: ${sentence(order.quoteValidity)}`
          : 'Validade do orçamento: 10 dias, quando o orçamento não disser outro prazo (Código de Defesa do Consumidor, art. 40).',
        `Garantia: 90 dias contra defeitos, a garantia da lei (Código de Defesa do Consumidor, art. 26).${order.guarantee ? ` ${sentence(order.guarantee)}` : ''}`,
        `Desistência: um pedido fechado na sua casa ou pelo WhatsApp pode ser cancelado em até 7 dias, contados da assinatura ou da entrega, como prevê o Código de Defesa do Consumidor (art. 49). Basta avisar pelo WhatsApp, pelo telefone ou pelo e-mail ${site.email}.${order.withdrawal ? ` ${sentence(order.withdrawal)}` : ''}`,
      ],
    },
  ],
} satisfies PageInput
