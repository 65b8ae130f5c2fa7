import type { PageInput } from '../types'

export default {
  path: '/cortina-para-quarto',
  title: 'Cortinas sob medida para quarto em São Paulo',
  description:
    'Cortinas para quarto sob medida em São Paulo: blackout, linho, voil e gaze de linho, com trilho suíço, varão e acabamento impecável.',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Cortinas para quarto',
      heading: 'Cortinas sob medida para quarto: escuro na medida, aconchego de sobra',
      text: 'No quarto, a cortina cuida do seu descanso. Combinamos blackout e tecidos leves para controlar a luz, a temperatura e a privacidade, sem perder a delicadeza.',
      picture: { image: 'hero-quarto', alt: 'Quarto de casal sereno com cortina blackout e voil em tons de areia' },
      actions: [
        { kind: 'chat', label: 'Pedir orçamento para o quarto' },
        { kind: 'phone', label: 'Ligar agora' },
      ],
    },
    {
      type: 'cards',
      id: 'tecidos',
      heading: 'Tecidos para cortina de quarto',
      intro:
        'Para dormir bem, o segredo costuma estar na combinação de camadas: uma que escurece e outra que deixa o dia entrar com suavidade.',
      items: [
        {
          title: 'Blackout',
          text: 'Bloqueia a luz quase por completo, para dormir bem a qualquer hora. Também reduz o calor do sol da tarde e ameniza o som da rua (para silêncio de verdade, só uma janela acústica).',
          picture: { image: 'tecido-blackout', alt: 'Tecido blackout encorpado em marrom-escuro com acabamento fosco' },
        },
        {
          title: 'Voil (voal)',
          text: 'À frente do blackout, deixa a luz da manhã entrar filtrada e mantém a privacidade durante o dia.',
          picture: { image: 'tecido-voal', alt: 'Voil branco translúcido deixando passar a luz do dia' },
        },
        {
          title: 'Linho',
          text: 'Natural e respirável, traz textura e serenidade. Pode receber forro blackout costurado para escurecer sem perder o visual.',
          picture: { image: 'tecido-linho', alt: 'Detalhe de linho cru com trama natural e leves irregularidades' },
        },
        {
          title: 'Gaze de linho',
          text: 'Leve e translúcida, é perfeita para quartos que pedem um ar de casa de campo, com luz difusa e movimento.',
          picture: { image: 'tecido-gaze-linho', alt: 'Gaze de linho de trama aberta contra a luz da janela' },
        },
      ],
      actions: [
        {
          kind: 'chat',
          label: 'Quero ajuda para escolher o tecido',
          message: 'Olá! Gostaria de ajuda para escolher o tecido da cortina do meu quarto.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'estilos',
      heading: 'Estilos',
      intro: 'O estilo certo deixa o quarto mais sereno e facilita o uso no dia a dia.',
      items: [
        {
          title: 'Wave',
          text: 'Ondas suaves e regulares, que deslizam sem esforço e recolhem em pouco espaço. Ótimo para quem abre e fecha a cortina todos os dias.',
          picture: { image: 'quarto-wave', alt: 'Quarto de casal com cortinas wave marrons abertas sobre o voil branco' },
        },
        {
          title: 'Pé-direito duplo',
          text: 'Em suítes e mezaninos altos, a cortina do teto ao piso alonga o ambiente; com forro blackout e trilho reforçado, reduz a claridade ao mínimo.',
          picture: {
            image: 'quarto-pe-direito-duplo',
            alt: 'Quarto de pé-direito alto com cortinas claras do teto ao piso sobre voil branco',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'sistemas',
      heading: 'Sistemas e acabamentos',
      intro:
        'Para bloquear a luz de verdade, a cortina deve ultrapassar a janela nas laterais e começar rente ao teto. Cuidamos desses detalhes.',
      items: [
        {
          title: 'Varão',
          text: 'Charmoso e prático, com argolas ou ilhoses. Uma boa escolha para quartos com paredes livres acima da janela.',
          picture: { image: 'sistema-varao', alt: 'Varão metálico com argolas sustentando cortina de tecido' },
        },
        {
          title: 'Trilho suíço',
          text: 'Embutido na sanca ou fixado no teto, evita frestas de luz no topo e corre quase sem ruído.',
          picture: { image: 'sistema-trilho-suico', alt: 'Cortinas franzidas num trilho suíço rente ao teto, com voil atrás' },
        },
        {
          title: 'Prega americana',
          text: 'Volume clássico e acolhedor, que combina com cabeceiras estofadas e enxovais mais tradicionais.',
          picture: {
            image: 'sistema-prega-americana',
            alt: 'Detalhe do alto de cortinas em prega americana presas num trilho, com voil ao centro',
          },
        },
        {
          title: 'Prega macho',
          text: 'Linhas retas e simétricas, para quartos de decoração mais contida e tecidos encorpados.',
          picture: {
            image: 'sistema-prega-macho',
            alt: 'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
          },
        },
      ],
      actions: [
        { kind: 'chat', label: 'Solicitar orçamento pelo WhatsApp' },
        { kind: 'phone', label: 'Prefere ligar? Fale com a gente' },
      ],
    },
    {
      type: 'cta',
      heading: 'Noites mais escuras começam com uma boa medição',
      text: 'Agende a visita técnica e receba a proposta com os tecidos que combinam com o seu quarto.',
      actions: [
        { kind: 'chat', label: 'Agendar visita técnica' },
        { kind: 'phone', label: 'Ligar para a especialista' },
      ],
    },
  ],
} satisfies PageInput
