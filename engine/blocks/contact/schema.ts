import { z } from 'zod'
import { text } from '../../../schemas/common'

/** Phone, WhatsApp button, hours, the area served, e-mail and who sells (name, CNPJ or CPF, address), from content/site.ts. */
export const contactSchema = z.object({
  type: z.literal('contact'),
  /** Título da seção. */
  heading: text,
  /** Frase convidando o visitante a entrar em contato. */
  text,
  /** Frase sobre a região atendida: 'Atendemos toda a cidade de São Paulo'; sem ela, o item não aparece. */
  serviceStatement: z.string().optional(),
  /** Texto do botão do WhatsApp. */
  chatLabel: text,
  /** Mensagem já escrita no WhatsApp; sem ela, vai a de content/site.ts. */
  chatMessage: z.string().optional(),
})
