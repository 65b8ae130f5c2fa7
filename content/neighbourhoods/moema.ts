import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Moema',
  preposition: 'em',
  description:
    'Cortinas sob medida em Moema para apartamentos de família perto do Ibirapuera, com blackout nos quartos e voil para deixar a sala clara.',
  headline: 'Cortinas sob medida em Moema para o conforto da família',
  intro: [
    'Moema é bairro de família. Entre as ruas com nomes de pássaros e as que homenageiam povos indígenas, há prédios residenciais de apartamentos espaçosos, com quartos para as crianças, sala de estar integrada à varanda e o Parque Ibirapuera como quintal de fim de semana.',
    'A proximidade com o aeroporto de Congonhas traz uma particularidade: o movimento de aviões durante boa parte do dia. Cortinas de tecido encorpado com forro abafam um pouco o som, embora não substituam uma janela acústica, enquanto o blackout permite que as crianças durmam mesmo quando lá fora ainda está claro.',
  ],
  benefits: [
    {
      title: 'Sono tranquilo, mesmo de dia',
      text: 'O blackout reduz a claridade ao mínimo na hora da soneca, e o voil da sala deixa o resto da casa claro, com o sol filtrado.',
    },
    {
      title: 'Tecidos práticos e bonitos',
      text: 'Indicamos tecidos resistentes e fáceis de lavar, que aguentam a rotina de uma casa com crianças sem abrir mão de um belo caimento.',
    },
    {
      title: 'Visita sem complicação',
      text: 'Vamos até o seu apartamento em Moema, medimos todos os ambientes e ajudamos a família a escolher os tecidos com as amostras na mão.',
    },
    {
      title: 'Medidas exatas, quarto por quarto',
      text: 'Cada ambiente recebe a cortina adequada ao seu vão, da janela do quarto infantil à porta de vidro que leva à varanda.',
    },
    {
      title: 'Um apartamento coerente',
      text: 'Harmonizamos cores e estilos para que sala, quartos e varanda formem um conjunto, de acordo com o projeto de decoração da família.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-10',
      alt: 'Quarto infantil com cama de solteiro e cortinas cor de areia sobre voil branco',
      title: 'Quarto infantil com cama de solteiro e cortinas cor de areia sobre voil branco',
    },
    { image: 'modelo-forro-voal', alt: 'Sala de estar com cortinas claras em prega americana e voil branco atrás delas' },
    { image: 'ambiente-08', alt: 'Quarto de casal com cortinas verde-oliva em onda, meio fechadas sobre o voil' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Nosso apartamento fica na rota dos aviões e o quarto do bebê era o que mais sofria. Fizemos blackout com forro em todos os quartos e voil na sala. Os aviões incomodam um pouco menos, o bebê dorme bem à tarde e a sala continua clarinha. Atendimento muito atencioso do começo ao fim.',
  },
  closing:
    'Em Moema, uma cortina bem feita é questão de bem-estar. Conte para nós quais ambientes quer resolver e qual é o melhor dia para a visita: levamos as amostras e medimos tudo de uma vez.',
  linkHome: true,
} satisfies NeighbourhoodInput
