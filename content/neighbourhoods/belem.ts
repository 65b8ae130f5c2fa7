import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Belém',
  preposition: 'no',
  description:
    'Cortinas sob medida no Belém para casas antigas, sobrados e condomínios novos, com tecidos encorpados e cada cortina feita para a sua janela.',
  headline: 'Cortinas sob medida no Belém: mais aconchego dentro de casa',
  intro: [
    'O Belém é um dos bairros mais antigos da zona leste, e isso aparece nas fachadas: casas de tijolinho, sobrados geminados, vilas escondidas e janelas de madeira que já viram muita coisa. Nos terrenos das antigas fábricas, surgiram condomínios com torres, área de lazer e apartamentos de planta moderna.',
    'Para quem mora perto da Radial Leste ou da linha do trem, o barulho e a poeira também entram na conversa. Uma cortina de tecido encorpado, bem ajustada ao vão, abafa um pouco o som da rua, embora não substitua uma janela acústica, e torna o ambiente mais acolhedor. É o tipo de detalhe que resolvemos na visita, olhando a janela de perto.',
  ],
  benefits: [
    {
      title: 'Cada janela, uma medida',
      text: 'Em casas antigas nenhuma janela é igual à outra, por isso medimos e produzimos cada cortina individualmente.',
    },
    {
      title: 'Tecido encorpado e durável',
      text: 'Sugerimos tramas encorpadas, que resistem à poeira do dia a dia e podem ser lavadas sem perder o caimento.',
    },
    {
      title: 'Sossego, sombra e aconchego',
      text: 'Camadas de voil e forro blackout equilibram a claridade, a privacidade diante da rua e a temperatura nos dias quentes.',
    },
    {
      title: 'Olho no detalhe, na sua casa',
      text: 'Na visita verificamos onde fixar o trilho ou o varão, conferimos a alvenaria e mostramos as amostras no próprio ambiente.',
    },
    {
      title: 'Combinando com a casa',
      text: 'Escolhemos cores e acabamentos que respeitam o estilo da construção e conversam com os móveis e com a reforma que você tiver em mente.',
    },
  ],
  gallery: [
    { image: 'ambiente-09', alt: 'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco' },
    { image: 'portfolio-02', alt: 'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde' },
    {
      image: 'sistema-prega-macho',
      alt: 'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
      title: 'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
    },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Moro a duas quadras da Radial e o barulho dos carros me incomodava muito no quarto. Não esperava milagre, mas a cortina de tecido grosso com forro, bem ajustada na janela, deixou o quarto mais escuro, e o barulho da rua chega mais baixo. Durmo muito melhor desde então.',
  },
  closing:
    'Quer ver como ficaria a sua casa no Belém? Envie uma mensagem com fotos das janelas e uma ideia do que procura. Vamos até você, medimos com calma e preparamos um orçamento claro, sem surpresas.',
  linkHome: false,
} satisfies NeighbourhoodInput
