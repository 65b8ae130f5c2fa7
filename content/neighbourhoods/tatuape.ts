import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Tatuapé',
  preposition: 'no',
  description:
    'Cortinas sob medida no Tatuapé para apartamentos altos e varandas gourmet voltadas para o sol da tarde, com medição no local e tecidos nobres.',
  headline: 'Cortinas sob medida para os apartamentos do Tatuapé',
  intro: [
    'O Tatuapé cresceu para o alto. Em volta da Praça Sílvio Romero e nas ruas que seguem em direção ao Anália Franco, as torres residenciais novas trouxeram salas integradas, janelas do piso ao teto e varandas gourmet envidraçadas, muitas delas voltadas para o poente e expostas ao sol forte das tardes paulistanas.',
    'É um cenário que pede cortina pensada caso a caso: tecido que filtre a luz sem escurecer a sala, trilho embutido no rebaixo de gesso e caimento que acompanhe o vão inteiro, da parede à porta da varanda. Acompanhamos de perto cada projeto no Tatuapé, da primeira medição à instalação.',
  ],
  benefits: [
    {
      title: 'Conforto na fachada oeste',
      text: 'Combinamos voil e blackout em camadas para amenizar o calor do poente, preservar a privacidade diante das torres vizinhas e escurecer o quarto na hora de dormir.',
    },
    {
      title: 'Tecidos que enfrentam o sol',
      text: 'Linhos, voils e blackouts de boa procedência, escolhidos para resistir melhor ao sol da tarde, desbotando menos e mantendo o caimento.',
    },
    {
      title: 'Medida exata de cada vão',
      text: 'Cortamos e costuramos cada peça a partir das medidas reais do seu apartamento, inclusive nos vãos largos das salas integradas à varanda.',
    },
    {
      title: 'Visita técnica sem pressa',
      text: 'Vamos até você no Tatuapé para medir, conferir o rebaixo de gesso e mostrar as amostras de tecido na luz real de cada ambiente.',
    },
    {
      title: 'Em sintonia com o projeto',
      text: 'Trabalhamos junto com o seu arquiteto ou decorador para que trilhos, cores e tecidos conversem com a marcenaria, a iluminação e o piso.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-01',
      alt: 'Sala de estar com sofá verde, cortinas verde-oliva nas laterais e voil branco na janela',
      title: 'Sala de estar com sofá verde, cortinas verde-oliva nas laterais e voil branco na janela',
    },
    { image: 'modelo-quarto', alt: 'Quarto de casal com cortinas marrons em onda, abertas sobre o voil branco' },
    {
      image: 'ambiente-07',
      alt: 'Sala de jantar integrada, com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, ao entardecer',
    },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Nossa sala pega sol a tarde inteira, e antes a gente vivia com tudo fechado. Fizemos um trilho duplo com voil de linho na frente e blackout atrás: agora a luz entra filtrada, o calor diminuiu bastante e, na hora de ver um filme, é só fechar a segunda camada. O acabamento no rebaixo ficou impecável.',
  },
  closing:
    'Se você está recebendo as chaves de um apartamento novo no Tatuapé ou quer renovar as cortinas de casa, mande uma mensagem com fotos das janelas. A partir delas já conversamos sobre tecidos e caimentos e combinamos a visita para medir tudo com precisão.',
  linkHome: true,
} satisfies NeighbourhoodInput
