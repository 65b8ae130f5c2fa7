import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Vila Olímpia',
  preposition: 'na',
  description:
    'Cortinas sob medida na Vila Olímpia para estúdios e apartamentos com home office: menos reflexo, sol da tarde controlado e quarto escuro.',
  headline: 'Cortinas para os estúdios e home offices da Vila Olímpia',
  intro: [
    'A Vila Olímpia é vizinha dos grandes prédios corporativos, e muitos dos seus apartamentos foram pensados para quem vive em ritmo de escritório: estúdios com cozinha aberta, unidades de um ou dois quartos e fachadas com muito vidro.',
    'Quando o escritório passou a ser a mesa da sala, a luz virou assunto. As janelas voltadas para oeste recebem um sol forte à tarde, que esquenta o ambiente e ofusca a tela; à noite, os letreiros e as janelas acesas dos vizinhos invadem o quarto. A cortina certa separa esses momentos do dia sem ocupar um centímetro a mais.',
  ],
  benefits: [
    {
      title: 'Sob medida para plantas enxutas',
      text: 'Cortinas ajustadas ao vão e ao espaço disponível, que correm sem esbarrar na cama, na mesa de trabalho ou no sofá.',
    },
    {
      title: 'Uma visita, tudo definido',
      text: 'Medimos, mostramos as amostras e escolhemos o sistema de trilho numa única visita, sem tomar o seu dia inteiro.',
    },
    {
      title: 'Tecido que aguenta o sol',
      text: 'Trabalhamos com tramas de boa qualidade e cores estáveis, que resistem ao sol forte do fim da tarde sem desbotar com facilidade.',
    },
    {
      title: 'Foco de dia, descanso à noite',
      text: 'Voil para trabalhar com luz natural e sem reflexo, blackout para escurecer o quarto e barrar parte do calor das vidraças.',
    },
    {
      title: 'Aconchego no apartamento compacto',
      text: 'Ajudamos a escolher tons e acabamentos que deixam o ambiente mais acolhedor e conversam com os móveis planejados do apartamento.',
    },
  ],
  gallery: [
    { image: 'portfolio-04', alt: 'Home office com escrivaninha e cortinas verde-oliva sobre voil branco' },
    { image: 'portfolio-01', alt: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco' },
    { image: 'modelo-iluminacao', alt: 'Quarto de casal com cortinas em onda e luz de LED embutida no teto acima delas' },
  ],
  testimonial: {
    name: 'Cliente',
    text: 'Meu estúdio é pequeno e a janela ocupa quase a parede toda. Eu queria separar o canto do trabalho do canto de dormir, e a solução foi uma cortina dupla: voil de dia, blackout à noite. O apartamento ficou muito mais aconchegante e, no fim da tarde, consigo trabalhar sem fechar tudo.',
  },
  closing:
    'Mora ou acabou de se mudar para a Vila Olímpia? Mande uma mensagem com as medidas aproximadas ou fotos da janela. Respondemos com sugestões de tecido e combinamos a visita para medir com precisão.',
  linkHome: false,
} satisfies NeighbourhoodInput
