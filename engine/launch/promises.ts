import type { Order } from '../../schemas/order'
import type { Site } from '../../schemas/site'

/** What the owner confirms for each promise of content/site.ts still in `confirm`, quoting what the site says. */
const confirmHints: Record<Site['confirm'][number], (site: Site) => string> = {
  coverage: (site) => `o site diz "${site.coverage}" — confirme que atende mesmo essa área`,
  visitOffer: (site) => `o site diz "${site.visitOffer}" — confirme que é assim mesmo`,
  openingHours: (site) => `o site diz "${site.openingHours.label}" — confirme o horário e que nenhuma página promete outro`,
  tagline: (site) => `o rodapé diz "${site.tagline}" — confirme que a frase descreve o ateliê sem exagero`,
  serviceArea: (site) => `a página inicial cita ${site.serviceArea.join(', ')} — confirme que atende mesmo esses bairros`,
  priceRange: (site) => `o Google mostra a faixa de preço "${site.priceRange ?? ''}" — confirme que é a do ateliê`,
}

/**
 * What each blank term of `order` asks for; /contato shows the terms that are filled in. The guarantee is optional (the
 * legal one is always stated) and the withdrawal is no field at all: the site states the law's own terms.
 */
const orderHints = {
  payment: 'em branco — escreva as formas de pagamento e quando se paga (sinal, parcelas)',
  leadTime: 'em branco — escreva o prazo médio da aprovação do orçamento até a instalação',
  quoteValidity: 'em branco — escreva por quanto tempo o orçamento vale (sem prazo escrito, a lei dá 10 dias)',
} satisfies Partial<Record<keyof Order, string>>

/**
 * The promises the owner has not confirmed yet (`confirm`) and the blank terms of how an order works (`order`):
 * what the site says that binds the business as an offer (CDC art. 30), or that the law asks it to say.
 */
export function promisesToConfirm(file: string, site: Site): string[] {
  const confirm = site.confirm.map((field) => `${file}: ${field}: ${confirmHints[field](site)}, e apague '${field}' da lista confirm`)
  const order = (Object.keys(orderHints) as (keyof typeof orderHints)[]).flatMap((term) =>
    site.order[term] ? [] : [`${file}: order.${term}: ${orderHints[term]}`],
  )
  return [...confirm, ...order]
}
