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

/** What each blank term of `order` asks for; /contato shows the terms that are filled in. */
const orderHints: Record<keyof Order, string> = {
  payment: 'em branco — escreva as formas de pagamento e quando se paga (sinal, parcelas)',
  leadTime: 'em branco — escreva o prazo médio da aprovação do orçamento até a instalação',
  guarantee: "em branco — escreva a garantia do ateliê além dos 90 dias da lei, ou 'Não damos garantia além da legal.'",
  quoteValidity: 'em branco — escreva por quanto tempo o orçamento vale (sem prazo escrito, a lei dá 10 dias)',
  withdrawal:
    'em branco — escreva, com o seu advogado, como funciona a desistência em 7 dias de um pedido fechado na casa do cliente ou pelo WhatsApp',
}

/**
 * The promises the owner has not confirmed yet (`confirm`) and the blank terms of how an order works (`order`):
 * what the site says that binds the business as an offer (CDC art. 30), or that the law asks it to say.
 */
export function promisesToConfirm(file: string, site: Site): string[] {
  const confirm = site.confirm.map((field) => `${file}: ${field}: ${confirmHints[field](site)}, e apague '${field}' da lista confirm`)
  const order = (Object.keys(orderHints) as (keyof Order)[]).flatMap((term) =>
    site.order[term] ? [] : [`${file}: order.${term}: ${orderHints[term]}`],
  )
  return [...confirm, ...order]
}
