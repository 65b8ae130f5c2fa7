import type { PageInput } from '../types'

export default {
  path: '/blog-cortinas-residenciais',
  title: 'Cortinas residenciais: como escolher para cada cômodo',
  description:
    'Guia de cortinas residenciais: tecidos, modelos e sistemas de instalação indicados para sala, quarto, varanda, home office e sala de jantar.',
  ogImage: 'artigo-residenciais',
  blocks: [
    {
      type: 'article',
      heading: 'Cortinas residenciais: como escolher a certa para cada ambiente',
      subtitle:
        'Cada cômodo pede uma combinação diferente de tecido, modelo e instalação. Veja o que considerar em cada um antes de pedir o seu orçamento.',
      published: '2025-05-12',
      exampleDate: true,
      picture: { image: 'artigo-residenciais', alt: 'Sala de jantar com cortinas de voil claro do teto ao piso e pendentes sobre a mesa' },
      sections: [
        {
          body: [
            'A cortina é um dos poucos elementos da decoração que mudam a casa ao longo do dia. De manhã, ela decide quanta luz entra; à noite, garante privacidade; no verão, ajuda a segurar o calor. Por isso, a pergunta certa não é só “qual tecido é mais bonito?”, mas “o que eu preciso que esta janela faça?”.',
            'Antes de escolher cores e texturas, vale responder a três perguntas para cada ambiente: quanta luz você quer bloquear, quanto de privacidade é necessário e como a cortina será usada no dia a dia, aberta quase sempre ou fechada por muitas horas.',
          ],
        },
        {
          heading: 'Sala de estar: luz filtrada e presença',
          body: [
            'Na sala, a cortina costuma ser protagonista. Janelas amplas e portas de varanda pedem tecidos que filtrem o sol sem escurecer o ambiente, e o voil e a gaze de linho fazem isso com leveza. Para quem assiste a filmes durante o dia ou tem janelas voltadas para o poente, a combinação de forro e voil traz o melhor dos dois mundos: uma camada translúcida para o dia e outra mais densa para os momentos de descanso.',
            'O modelo wave, com ondas regulares do início ao fim do trilho, deixa a sala com visual contemporâneo e ocupa pouco espaço quando recolhido. Em salas de pé-direito alto, instalar o trilho rente ao teto alonga a parede e valoriza a arquitetura.',
          ],
        },
        {
          heading: 'Quarto: escuridão e conforto térmico',
          body: [
            'No quarto, o sono vem em primeiro lugar. O blackout bloqueia a luz quase por completo e ainda contribui para o conforto térmico, o que faz diferença em apartamentos com muito sol à tarde. Se o visual do blackout parecer pesado, uma boa saída é usá-lo como forro de um tecido mais nobre, como linho ou algodão.',
            {
              tip: 'Para escurecer de verdade, a cortina precisa ultrapassar a janela nas laterais e, de preferência, ser instalada no teto. A luz costuma escapar pelas bordas, não pelo tecido.',
            },
          ],
        },
        {
          heading: 'Varanda e área gourmet: resistência ao sol',
          body: [
            'Varandas recebem sol direto, vento e, às vezes, chuva. Aqui, os tecidos precisam resistir ao desbotamento e à umidade, e a lavagem deve ser simples. Tecidos sintéticos de boa qualidade, com aparência de linho, costumam ser a escolha mais duradoura.',
            'Em varandas integradas à sala, a cortina também ajuda a separar os ambientes visualmente. Usar o mesmo tom nas duas áreas deixa o conjunto harmonioso, mesmo que os tecidos sejam diferentes.',
          ],
        },
        {
          heading: 'Home office: controle de reflexos',
          body: [
            'Quem trabalha em casa sabe como o reflexo do sol na tela cansa a vista. No home office, o ideal é um tecido que filtre a luz sem deixar o ambiente escuro, como um voil mais encorpado ou um linho de trama fechada. Em janelas atrás da mesa, uma cortina com abertura lateral permite ajustar a luz ao longo do dia.',
          ],
        },
        {
          heading: 'Sala de jantar: elegância que resiste ao uso',
          body: [
            'Na sala de jantar, a cortina emoldura a mesa e cria clima para as refeições. Tecidos que amassam pouco e caem bem, como o linho misto, são ótimos aqui. Se a mesa fica perto da janela, prefira comprimentos que toquem levemente o piso, sem arrastar, para facilitar a limpeza.',
          ],
        },
        {
          heading: 'Trilho ou varão?',
          body: [
            'O sistema de instalação muda o resultado tanto quanto o tecido. Em resumo:',
            {
              items: [
                'Trilho suíço: discreto e silencioso, fixado no teto ou embutido na sanca. É a base das cortinas wave e das grandes larguras.',
                'Varão: aparente e decorativo, em metal ou madeira. Valoriza janelas em paredes sem sanca e combina com pregas clássicas.',
                'Cortineiro de gesso com iluminação, feito pelo gesseiro e pelo eletricista da obra: esconde o trilho e cria uma luz indireta que deixa a cortina ainda mais bonita à noite.',
              ],
            },
          ],
        },
        {
          heading: 'Erros comuns que vale evitar',
          body: [
            {
              items: [
                'Comprar a cortina pela largura da janela, sem a sobra lateral e sem o franzimento necessário para o volume.',
                'Escolher o tecido pela amostra sob a luz da loja, e não contra a luz da própria janela.',
                'Esquecer obstáculos como ar-condicionado, maçanetas e rodapés altos na hora de medir.',
                'Usar o mesmo tecido em toda a casa sem considerar a orientação solar de cada cômodo.',
              ],
            },
            'Uma cortina sob medida resolve esses pontos desde o início, porque tecido, modelo e instalação são pensados para a sua janela, e não para um tamanho padrão de loja.',
          ],
        },
        {
          heading: 'Por onde começar',
          body: [
            'Tire fotos das janelas, de preferência mostrando a parede inteira, do teto ao piso, e anote o que incomoda hoje: excesso de luz, falta de privacidade, calor ou simplesmente uma janela sem graça. Com isso em mãos, a visita técnica fica muito mais produtiva, e as amostras de tecido podem ser escolhidas pensando em cada ambiente da casa.',
          ],
        },
      ],
      cta: {
        heading: 'Vamos pensar juntos nas cortinas da sua casa?',
        text: 'Envie fotos das janelas pelo WhatsApp e agende a visita técnica com amostras de tecido.',
        actions: [{ kind: 'chat', label: 'Solicitar orçamento pelo WhatsApp' }],
      },
      readAlso: ['/blog-como-encomendar-cortina', '/cortina-para-sala'],
    },
  ],
} satisfies PageInput
