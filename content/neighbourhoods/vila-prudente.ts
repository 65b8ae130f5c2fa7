import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Vila Prudente',
  preposition: 'na',
  description:
    'Cortinas sob medida na Vila Prudente para sobrados e para os prédios novos perto do metrô, com visita técnica, tecidos práticos e instalação caprichada.',
  headline: 'Cortinas sob medida na Vila Prudente, pensadas para a rotina da casa',
  intro: [
    'A Vila Prudente mudou bastante nos últimos anos. As ruas de sobrados e casas térreas, com quintal e vizinhos que se conhecem pelo nome, agora dividem espaço com os prédios novos que surgiram em volta do metrô e do monotrilho.',
    'Nos apartamentos, o desafio costuma ser a janela do quarto voltada para outro prédio e a sala que recebe claridade o dia inteiro; nos sobrados, são as janelas que dão para a calçada e as portas de correr que abrem para o quintal. Combinamos a visita sem complicação e voltamos para os ajustes finos: é o cuidado na instalação que faz diferença por muitos anos.',
  ],
  benefits: [
    {
      title: 'Tecidos para o dia a dia',
      text: 'Indicamos tecidos bonitos e fáceis de cuidar, que resistem bem às lavagens e à rotina de uma casa com crianças e animais.',
    },
    {
      title: 'Sob medida, do quarto ao quintal',
      text: 'Produzimos cada peça para o vão exato, seja a janela pequena de um quarto de sobrado, seja uma porta de correr de quatro folhas.',
    },
    {
      title: 'Visita fácil de marcar',
      text: 'Marcamos a visita no dia que for melhor para você, medimos cada vão e mostramos as amostras na luz da sua casa.',
    },
    {
      title: 'Privacidade sem perder a luz',
      text: 'Voils de trama mais fechada e forros blackout resolvem a janela de frente para o vizinho e ajudam a manter o quarto fresco no verão.',
    },
    {
      title: 'Combinando com a sua decoração',
      text: 'Ajudamos a escolher cor, textura e tipo de trilho para que a cortina complete a reforma ou a decoração que você já planejou.',
    },
  ],
  gallery: [
    { image: 'modelo-tecido', alt: 'Canto de leitura com poltrona clara e cortinas cor de areia em prega americana' },
    { image: 'ambiente-08', alt: 'Quarto de casal com cortinas verde-oliva em onda, meio fechadas sobre o voil' },
    { image: 'modelo-forro-voal', alt: 'Sala de estar com cortinas claras em prega americana e voil branco atrás delas' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Moramos num sobrado e a sala dá direto para a calçada. Eu queria privacidade sem viver no escuro. Fizeram um voil de trama fechada que deixa a sala clara e, de fora, quase não se vê o lado de dentro durante o dia. Vieram medir, trouxeram as amostras e instalaram tudo numa única manhã.',
  },
  closing:
    'Mora na Vila Prudente ou por perto? Mande uma mensagem contando quais janelas quer vestir e, se puder, algumas fotos. Combinamos a visita no dia que for melhor para a sua família.',
  linkHome: true,
} satisfies NeighbourhoodInput
