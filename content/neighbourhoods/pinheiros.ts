import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Pinheiros',
  preposition: 'em',
  description:
    'Cortinas sob medida em Pinheiros para casas de vila, sobrados antigos e apartamentos compactos, com tecidos naturais e medição no local.',
  headline: 'Cortinas sob medida em Pinheiros, entre casas de vila e prédios novos',
  intro: [
    'Pinheiros vive uma convivência curiosa entre épocas diferentes. Casas de vila e sobrados com décadas de história ficam a poucos metros de prédios recém-entregues em volta do Largo da Batata, com apartamentos compactos, varandas estreitas e amplas janelas de alumínio.',
    'Nas casas, as janelas costumam ser menores e de proporções antigas, e vale valorizá-las com tecidos naturais e varões delicados. Nos apartamentos novos, o desafio é outro: pouca profundidade para o trilho, quarto voltado para uma rua movimentada e a vontade de manter a sala clara. Nos dois casos, preferimos soluções leves, que ocupam pouco e duram muito.',
  ],
  benefits: [
    {
      title: 'No estilo da casa',
      text: 'Cores e texturas escolhidas para conversar com tijolo aparente, madeira de demolição ou a marcenaria clara do apartamento.',
    },
    {
      title: 'Tecidos naturais, de boa trama',
      text: 'Linho, algodão e gaze de linho de toque agradável e caimento leve, que combinam com ambientes despojados e cheios de plantas.',
    },
    {
      title: 'Do vão pequeno ao grande',
      text: 'Fazemos desde a cortina de uma janelinha de casa de vila até a que cobre a sala inteira de um apartamento novo, sempre a partir da medida exata.',
    },
    {
      title: 'Sossego no meio do movimento',
      text: 'Forros blackout e tecidos mais encorpados escurecem o quarto e amenizam o som da rua, sem abrir mão da ventilação.',
    },
    {
      title: 'Medimos e conversamos no local',
      text: 'A visita técnica é o momento de entender o espaço, medir com precisão e ver como cada amostra se comporta na luz da sua casa.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-03',
      alt: 'Canto de leitura com poltrona branca e cortinas em argolas num varão aparente, na luz dourada do fim de tarde',
      title: 'Canto de leitura com poltrona branca e cortinas em argolas num varão aparente, na luz dourada do fim de tarde',
    },
    { image: 'portfolio-01', alt: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco' },
    { image: 'ambiente-08', alt: 'Quarto de casal com cortinas verde-oliva em onda, meio fechadas sobre o voil' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Moro numa casa de vila e as janelas são pequenas, com aquele batente antigo de madeira. Eu não queria nada pesado. Fizeram cortinas de linho cru em varões bem finos, que deixam a luz entrar e combinaram com o piso e as plantas. A casa ficou com cara de casa, sabe?',
  },
  closing:
    'Em Pinheiros, cada endereço tem uma história diferente, e a nossa proposta começa por ela. Mande uma mensagem com fotos dos ambientes e vamos pensar juntos em cortinas que tenham a ver com o seu jeito de morar.',
  linkHome: true,
} satisfies NeighbourhoodInput
