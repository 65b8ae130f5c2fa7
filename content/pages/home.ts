import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/',
  title: `Cortinas sob medida em São Paulo | ${site.brand}`,
  description:
    'Cortinas sob medida para salas, quartos e varandas em São Paulo: tecidos nobres, medição no local e instalação profissional. Peça seu orçamento pelo WhatsApp.',
  keywords: [
    'cortinas sob medida',
    'cortinas São Paulo',
    'cortina de linho',
    'cortina blackout',
    'cortina wave',
    'cortinas Tatuapé',
    'decoração de interiores',
  ],
  jsonLd: ['business'],
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Cortinas sob medida em São Paulo',
      heading: 'Cortinas sob medida que deixam a casa com a sua cara',
      text: 'Tecidos escolhidos a dedo, caimento impecável e instalação cuidadosa, para que cada ambiente receba a luz e o aconchego que merece.',
      picture: { image: 'hero-sala', alt: 'Sala de estar iluminada com cortinas de voil e linho em tons claros' },
      actions: [
        { kind: 'chat', label: 'Solicitar orçamento' },
        { kind: 'link', label: 'Ver inspirações', href: '/portfolio' },
      ],
    },
    {
      type: 'about',
      heading: `Sobre ${site.ownerName}`,
      paragraphs: [
        `A ${site.ownerName} transforma janelas em molduras. Cada projeto começa com uma visita: ela observa de onde vem a luz, mede cada vão com precisão e ouve como a família vive o ambiente.`,
        `Da escolha do tecido ao acabamento da barra, tudo é feito sob medida, com a ${site.ownerName} acompanhando cada etapa, da visita à instalação. O resultado são cortinas que parecem ter nascido com a casa.`,
      ],
      quote: 'Uma cortina bem feita não chama atenção para si: ela muda o clima do ambiente inteiro.',
      picture: { image: 'sobre-atelie', alt: 'Mesa de trabalho com amostras de tecido, fita métrica e tesoura' },
    },
    {
      type: 'features',
      heading: 'Nossos diferenciais',
      intro: 'Um atendimento pensado para quem valoriza cada detalhe da própria casa.',
      items: [
        {
          icon: 'scissors',
          title: 'Cortinas Personalizadas',
          text: 'Modelos, medidas e acabamentos definidos para a sua janela, o seu pé-direito e o seu estilo.',
        },
        {
          icon: 'fabric',
          title: 'Tecidos de Alta Qualidade',
          text: 'Linho, voil, gaze de linho e blackout, com amostras levadas até você.',
        },
        {
          icon: 'star',
          title: 'Atendimento Exclusivo',
          text: 'Você fala diretamente com a especialista, do primeiro contato à instalação.',
        },
        {
          icon: 'tools',
          title: 'Instalação Profissional',
          text: 'Trilhos e varões fixados com precisão e cortinas entregues passadas, alinhadas e prontas para usar.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'modelos',
      heading: 'Modelos de Cortinas',
      intro: 'Alguns dos modelos mais pedidos. Todos podem ser combinados entre si e adaptados ao seu ambiente.',
      reveal: true,
      items: [
        {
          title: 'Cortina de Tecido',
          text: 'Linho, algodão ou tecidos mistos com caimento natural, para salas que pedem leveza e textura.',
          picture: { image: 'modelo-tecido', alt: 'Canto de leitura com poltrona clara e cortinas cor de areia em prega americana' },
        },
        {
          title: 'Cortina com Forro e Voal',
          text: 'Duas camadas independentes: o voil filtra a luz durante o dia e a cortina forrada garante privacidade à noite.',
          picture: {
            image: 'modelo-forro-voal',
            alt: 'Sala de estar com cortinas claras em prega americana e voil branco atrás delas',
          },
        },
        {
          title: 'Cortina para Quarto',
          text: 'Blackout com acabamento elegante, que bloqueia a luz quase por completo, sem abrir mão do visual.',
          picture: { image: 'modelo-quarto', alt: 'Quarto de casal com cortinas marrons em onda, abertas sobre o voil branco' },
        },
        {
          title: 'Cortinas com Iluminação de Teto',
          text: 'Trilho embutido na sanca de gesso, planejado com o gesseiro e o eletricista da obra: a fita de LED desenha a luz sobre as ondas do tecido.',
          picture: {
            image: 'modelo-iluminacao',
            alt: 'Quarto de casal com cortinas em onda e luz de LED embutida no teto acima delas',
          },
        },
      ],
    },
    {
      type: 'testimonials',
      heading: 'O que dizem nossos clientes',
      // Invented examples: replace each with a real client's words and the date of their written consent.
      items: [
        {
          example: true,
          name: 'Mariana',
          place: 'Tatuapé',
          text: `A ${site.ownerName} entendeu exatamente o que eu queria para a sala. O linho com voil ficou leve de dia e aconchegante à noite, e a instalação foi impecável.`,
        },
        {
          example: true,
          name: 'Ricardo e Paula',
          place: 'Mooca',
          text: 'Nosso sobrado tem pé-direito alto e janelas difíceis. Ela resolveu tudo com trilho suíço e um caimento lindo. Recomendamos de olhos fechados.',
        },
        {
          example: true,
          name: 'Fernanda',
          place: 'Anália Franco',
          text: 'O blackout do quarto mudou nosso sono. Atendimento atencioso do começo ao fim, com prazos cumpridos e um acabamento que dá gosto de ver.',
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Pronta para transformar seu ambiente?',
      text: 'Conte como é o seu espaço e receba uma proposta sob medida, com visita técnica e amostras de tecido.',
      actions: [{ kind: 'chat', label: 'Conversar no WhatsApp' }],
    },
    {
      type: 'serviceArea',
      heading: 'Onde mais atendemos',
      text: `${site.coverage} ${site.visitOffer}`,
    },
  ],
} satisfies PageInput
