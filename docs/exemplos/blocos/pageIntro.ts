import type { BlockInput } from '../../../content/types'

export default {
  type: 'pageIntro',
  eyebrow: 'Portfólio',
  heading: 'Projetos que já saíram do ateliê',
  lead: ['Salas, quartos e varandas de clientes em vários bairros de São Paulo.'],
} satisfies BlockInput
