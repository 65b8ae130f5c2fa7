import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Vila Mariana',
  preposition: 'na',
  description:
    'Cortinas sob medida na Vila Mariana para sobrados, apartamentos espaçosos dos anos 70 e 80 e prédios novos, com medição no local.',
  headline: 'Cortinas sob medida que acompanham o jeito de morar da Vila Mariana',
  intro: [
    'A Vila Mariana é daqueles bairros em que as pessoas escolhem ficar. Perto do Ibirapuera, das estações de metrô, de escolas e universidades, reúne sobrados com recuo e jardim, prédios dos anos setenta e oitenta com apartamentos espaçosos e lançamentos mais recentes.',
    'Cada tipo de imóvel pede uma abordagem. Nos sobrados, as janelas dos quartos dão para a rua e pedem privacidade; nos prédios mais antigos, as janelas de correr largas e as salas amplas combinam com cortinas de caimento generoso; nos apartamentos novos, o espaço enxuto pede sistemas discretos. Por isso, medimos e ouvimos antes de propor.',
  ],
  benefits: [
    {
      title: 'Cada cômodo com a luz de que precisa',
      text: 'Sala clara com voil, quarto escuro com blackout e escritório sem reflexo, equilibrando também a temperatura nos dias quentes.',
    },
    {
      title: 'Conversa e medição em casa',
      text: 'Na visita, medimos, entendemos a rotina de cada ambiente e mostramos as amostras lado a lado com os seus móveis.',
    },
    {
      title: 'Nada de tamanho padrão',
      text: 'Confeccionamos a partir das medidas do seu imóvel e compensamos no tecido as pequenas diferenças de nível que paredes e tetos costumam ter.',
    },
    {
      title: 'Boa trama, vida longa',
      text: 'Tecidos de qualidade, escolhidos para manter a cor e o caimento por mais tempo.',
    },
    {
      title: 'Combinando com a reforma',
      text: 'Se a casa está em reforma, ajustamos cortinas e trilhos ao novo projeto de interiores, ao lado de quem o assina.',
    },
  ],
  gallery: [
    {
      image: 'modelo-iluminacao',
      alt: 'Quarto de casal com cortinas em onda e luz de LED embutida no teto acima delas',
      title: 'Quarto de casal com cortinas em onda e luz de LED embutida no teto acima delas',
    },
    { image: 'ambiente-09', alt: 'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco' },
    { image: 'portfolio-04', alt: 'Home office com escrivaninha e cortinas verde-oliva sobre voil branco' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Moramos no mesmo apartamento há mais de vinte anos e finalmente resolvemos trocar as cortinas antigas. A visita foi ótima: mediram tudo, sugeriram um linho claro para a sala e blackout no quarto do meu filho, que dá para a rua. A sala ficou mais clara, mais atual e muito mais agradável.',
  },
  closing:
    'Seja um sobrado de família, seja o apartamento que você acabou de reformar na Vila Mariana, estamos prontos para ajudar. Envie uma mensagem e combinamos uma visita para medir, mostrar tecidos e montar um orçamento detalhado.',
  linkHome: true,
} satisfies NeighbourhoodInput
