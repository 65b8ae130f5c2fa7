import type { BlockInput } from '../../../content/types'

export default {
  type: 'features',
  heading: 'Nossos diferenciais',
  intro: 'O que você encontra em cada projeto.',
  items: [
    { icon: 'ruler', title: 'Medição no local', text: 'Vamos até você e medimos cada janela com precisão.' },
    { icon: 'fabric', title: 'Tecidos selecionados', text: 'Linho, voil e blackout de fornecedores que conhecemos bem.' },
    { icon: 'tools', title: 'Instalação profissional', text: 'Trilhos e varões instalados com cuidado e sem sujeira.' },
  ],
} satisfies BlockInput
