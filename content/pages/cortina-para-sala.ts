import type { PageInput } from '../types'

export default {
  path: '/cortina-para-sala',
  title: 'Cortinas sob medida para sala em São Paulo',
  description:
    'Cortinas para sala sob medida em São Paulo: voil, linho, gaze de linho e blackout, modelo wave e pé-direito duplo, com trilho suíço ou varão.',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Cortinas para sala',
      heading: 'Cortinas sob medida para sala, que valorizam a luz e o espaço',
      text: 'A sala é o cartão de visitas da casa. Tecido, modelo e sistema de instalação são escolhidos juntos, para que a cortina acompanhe a arquitetura e o seu jeito de receber.',
      picture: { image: 'hero-sala-estar', alt: 'Sala de estar com cortina dupla de linho e voil do teto ao piso' },
      actions: [{ kind: 'chat', label: 'Pedir orçamento para a sala' }],
    },
    {
      type: 'cards',
      id: 'tecidos',
      heading: 'Tecidos para cortina de sala',
      intro: 'Levamos as amostras até você: ver o tecido contra a luz da sua janela faz toda a diferença na escolha.',
      items: [
        {
          title: 'Voil (voal)',
          text: 'Translúcido e leve, filtra o sol sem escurecer o ambiente e mantém a vista. Ideal como camada de dia, sozinho ou com uma cortina forrada.',
          picture: { image: 'tecido-voal', alt: 'Voil branco translúcido deixando passar a luz do dia' },
        },
        {
          title: 'Blackout',
          text: 'Bloqueia a luz quase por completo e ajuda no conforto térmico. Na sala, é ótimo para home theater e janelas voltadas para o poente.',
          picture: { image: 'tecido-blackout', alt: 'Tecido blackout encorpado em marrom-escuro com acabamento fosco' },
        },
        {
          title: 'Linho',
          text: 'Textura natural, caimento elegante e aquele ar sofisticado e descontraído. Combina com madeira, pedra e móveis de design.',
          picture: { image: 'tecido-linho', alt: 'Detalhe de linho cru com trama natural e leves irregularidades' },
        },
        {
          title: 'Gaze de linho',
          text: 'A trama aberta do linho em versão translúcida: luz suave, movimento bonito e muita leveza para salas contemporâneas.',
          picture: { image: 'tecido-gaze-linho', alt: 'Gaze de linho de trama aberta contra a luz da janela' },
        },
      ],
      actions: [
        {
          kind: 'chat',
          label: 'Quero ver amostras de tecido',
          message: 'Olá! Gostaria de ver amostras de tecido para a cortina da minha sala.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'estilos',
      heading: 'Estilos',
      intro: 'O estilo define como o tecido se dobra e ocupa o espaço quando a cortina está aberta ou fechada.',
      items: [
        {
          title: 'Wave',
          text: 'Ondas contínuas e regulares do início ao fim do trilho, com visual limpo e moderno. Desliza com leveza e ocupa pouco espaço recolhida.',
          picture: { image: 'estilo-wave', alt: 'Cortinas em onda num trilho junto ao teto, com voil branco ao centro' },
        },
        {
          title: 'Pé-direito duplo',
          text: 'Cortinas de grande altura, com tecido e sistema dimensionados para vãos de dois andares, emendas escondidas no fundo das pregas e caimento alinhado do teto ao piso.',
          picture: {
            image: 'estilo-pe-direito-duplo',
            alt: 'Sala de pé-direito duplo com cortinas estreitas nas laterais e voil branco do teto ao chão',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'sistemas',
      heading: 'Sistemas e acabamentos',
      intro:
        'O trilho ou o varão depende do teto, da parede e do efeito desejado; as pregas, do visual que você prefere. Indicamos a melhor combinação na visita técnica.',
      items: [
        {
          title: 'Varão',
          text: 'Clássico e decorativo, em metal ou madeira, com ilhoses ou argolas. Valoriza janelas em paredes sem sanca.',
          picture: { image: 'sistema-varao', alt: 'Varão metálico com argolas sustentando cortina de tecido' },
        },
        {
          title: 'Trilho suíço',
          text: 'Discreto, silencioso e resistente, fixado no teto ou embutido na sanca. É a base das cortinas wave e das grandes larguras.',
          picture: { image: 'sistema-trilho-suico', alt: 'Cortinas franzidas num trilho suíço rente ao teto, com voil atrás' },
        },
        {
          title: 'Prega americana',
          text: 'Pregas triplas costuradas no topo, que formam volumes simétricos e um visual clássico e encorpado.',
          picture: {
            image: 'sistema-prega-americana',
            alt: 'Detalhe do alto de cortinas em prega americana presas num trilho, com voil ao centro',
          },
        },
        {
          title: 'Prega macho',
          text: 'Pregas planas e espelhadas, de desenho geométrico. Fica elegante em ambientes sóbrios e em tecidos mais estruturados.',
          picture: {
            image: 'sistema-prega-macho',
            alt: 'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
          },
        },
      ],
      actions: [{ kind: 'chat', label: 'Solicitar orçamento pelo WhatsApp' }],
    },
    {
      type: 'cta',
      heading: 'Sua sala merece uma cortina feita para ela',
      text: 'Agende a visita técnica: medimos, mostramos os tecidos na sua luz e enviamos a proposta detalhada.',
      actions: [{ kind: 'chat', label: 'Agendar visita técnica' }],
    },
  ],
} satisfies PageInput
