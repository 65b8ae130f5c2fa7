import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Itaim Bibi',
  preposition: 'no',
  description:
    'Cortinas sob medida no Itaim Bibi para estúdios, apartamentos compactos e coberturas, com luz controlada para o home office e quartos escuros.',
  headline: 'Cortinas sob medida no Itaim Bibi: luz na medida certa',
  intro: [
    'No Itaim Bibi, muita gente mora a poucos passos do escritório e, cada vez mais, trabalha em casa. Entre a Faria Lima e as ruas cheias de restaurantes, convivem estúdios compactos, apartamentos de dois quartos bem resolvidos e coberturas com terraço, quase sempre em prédios de fachada envidraçada.',
    'O resultado é muita claridade, nem sempre no horário certo: o reflexo na tela do computador no meio da tarde, a janela do quarto de frente para o prédio vizinho, as luzes da rua entrando à noite. Uma cortina bem escolhida resolve tudo isso ocupando pouco espaço, algo essencial quando cada centímetro da planta conta.',
  ],
  benefits: [
    {
      title: 'Tela sem reflexo, quarto escuro',
      text: 'Voils de trama média cortam o ofuscamento no home office, enquanto o blackout dá privacidade e bloqueia quase toda a luz na hora de dormir.',
    },
    {
      title: 'Ajuste fino em espaços compactos',
      text: 'Em plantas enxutas, a cortina é feita para correr rente à parede e não disputar espaço com a cama, a mesa ou o sofá.',
    },
    {
      title: 'Tudo resolvido em uma visita',
      text: 'Combinamos a visita técnica no dia que for melhor para você e, num só encontro, medimos os vãos e escolhemos os tecidos juntos.',
    },
    {
      title: 'Linhas limpas, projeto coeso',
      text: 'Trilhos embutidos no forro de gesso e cores neutras acompanham a linguagem contemporânea do apartamento e o trabalho do seu arquiteto.',
    },
    {
      title: 'Tecidos de toque refinado',
      text: 'Linhos, gazes e tramas de boa qualidade, que mantêm o aspecto elegante mesmo sob o sol direto das grandes vidraças.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-06',
      alt: 'Home office com escrivaninha e cortinas terracota em prega macho sobre voil branco',
      title: 'Home office com escrivaninha e cortinas terracota em prega macho sobre voil branco',
    },
    { image: 'modelo-tecido', alt: 'Canto de leitura com poltrona clara e cortinas cor de areia em prega americana' },
    { image: 'modelo-iluminacao', alt: 'Quarto de casal com cortinas em onda e luz de LED embutida no teto acima delas' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Trabalho em casa três dias por semana e, à tarde, a tela do computador ficava ilegível. Fizemos um voil que filtra a luz sem escurecer a sala e um blackout no quarto, que dá para a rua dos bares. Resolveu o trabalho e o sono, e o trilho embutido deixou tudo muito discreto.',
  },
  closing:
    'Seja um estúdio recém-comprado, seja uma cobertura que merece nova cara, ajudamos você a encontrar a solução certa para o seu apartamento no Itaim Bibi. Mande uma mensagem com a planta ou fotos dos ambientes e marcamos a visita.',
  linkHome: true,
} satisfies NeighbourhoodInput
