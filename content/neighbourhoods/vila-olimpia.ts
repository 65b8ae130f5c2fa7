import site from '../site'
import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Vila Olímpia',
  preposition: 'na',
  description:
    'Cortinas sob medida na Vila Olímpia para apartamentos perto da Funchal e da Bandeirantes: quartos escuros, luz filtrada e medição no local.',
  headline: 'Cortinas sob medida na Vila Olímpia, entre a Funchal e a Bandeirantes',
  intro: [
    'A Vila Olímpia mistura prédios de escritórios, torres residenciais novas e uma vida noturna que vai longe. Quem mora perto da Rua Funchal ou da Avenida dos Bandeirantes convive com o movimento contínuo de carros e caminhões, com bares e casas noturnas lotados nas sextas e nos sábados e com fachadas vizinhas iluminadas até tarde.',
    'Dentro de casa, isso pede cortinas que deem conta da noite: quartos que fiquem escuros mesmo com letreiros e faróis lá fora, salas protegidas dos olhares das janelas em frente e tecidos encorpados que abafam um pouco o som da avenida, embora não substituam uma janela acústica. Durante o dia, o voil deixa a claridade entrar sem expor o apartamento.',
  ],
  benefits: [
    {
      title: 'Noites escuras, dias com privacidade',
      text: 'Blackout que deixa o quarto bem escuro na hora de dormir e voil que preserva a privacidade e filtra o calor das vidraças durante o dia.',
    },
    {
      title: 'Visita que cabe na sua rotina',
      text: `Marcamos a visita técnica num horário que caiba na sua rotina, ${site.openingHours.label.toLowerCase()}, com medição completa e as amostras de tecido na mão.`,
    },
    {
      title: 'Tecidos encorpados e fáceis de cuidar',
      text: 'Blackouts, linhos mistos e voils de trama fechada, que resistem ao sol da tarde e à poeira de quem mora perto de uma avenida movimentada.',
    },
    {
      title: 'Cada vão com a sua medida',
      text: 'Medimos janelas e portas de varanda uma a uma, para que a cortina cubra o vão inteiro e não deixe frestas por onde entrem os faróis da avenida.',
    },
    {
      title: 'Pensadas com o seu projeto',
      text: 'Alinhamos trilhos, cores e alturas com o arquiteto ou com a marcenaria planejada, para que a cortina faça parte do apartamento desde a entrega.',
    },
  ],
  gallery: [
    { image: 'ambiente-08', alt: 'Quarto de casal com cortinas verde-oliva em onda, meio fechadas sobre o voil' },
    { image: 'portfolio-01', alt: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco' },
    {
      image: 'ambiente-05',
      alt: 'Sala de estar ao anoitecer, com cortinas claras nas laterais e voil fechado, com luz de LED no teto',
    },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Meu quarto dá para a Bandeirantes e, antes, os faróis desenhavam a janela no teto a noite inteira. Fizemos blackout num trilho rente ao teto, com a cortina ultrapassando bem a janela nas laterais: agora o quarto fica escuro e o barulho da avenida incomoda bem menos. Na sala, o voil deixa o dia entrar sem que o prédio da frente veja tudo.',
  },
  closing:
    'Mora ou acabou de se mudar para a Vila Olímpia? Mande uma mensagem com as medidas aproximadas ou fotos da janela. Respondemos com sugestões de tecido e combinamos a visita para medir com precisão.',
  linkHome: false,
} satisfies NeighbourhoodInput
