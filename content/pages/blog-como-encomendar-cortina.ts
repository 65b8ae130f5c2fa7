import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/blog-como-encomendar-cortina',
  title: 'Como encomendar cortina sob medida: passo a passo',
  description:
    'Do primeiro contato à instalação: como funciona a encomenda de uma cortina sob medida, o que preparar para a visita técnica e o que o orçamento deve trazer.',
  ogImage: 'blog-04',
  blocks: [
    {
      type: 'article',
      heading: 'Como encomendar uma cortina sob medida, passo a passo',
      subtitle:
        'Encomendar uma cortina sob medida é mais simples do que parece. Veja cada etapa, do primeiro contato à instalação, e o que você pode preparar para acertar na primeira vez.',
      published: '2025-05-26',
      exampleDate: true,
      picture: { image: 'blog-04', alt: 'Fita métrica, tesoura e amostras de tecido sobre uma mesa de madeira' },
      sections: [
        {
          body: [
            'Diferentemente de uma cortina pronta, que vem em tamanhos fixos, a cortina sob medida é desenhada para uma janela específica: a largura, a altura, o tecido e o sistema de instalação são definidos depois de conhecer o ambiente. É justamente esse cuidado que dá à cortina um bom caimento, mas também levanta dúvidas sobre como funciona o processo. Abaixo, as etapas de uma encomenda bem feita.',
          ],
        },
        {
          heading: '1. O primeiro contato',
          body: [
            'Tudo começa com uma conversa, normalmente pelo WhatsApp. Nesse momento, conte em quais ambientes você quer cortina e o que espera dela: bloquear a luz do quarto, filtrar o sol da sala, trazer privacidade para a varanda.',
            'Para agilizar, envie:',
            {
              items: [
                'Fotos de cada janela, mostrando a parede inteira, do teto ao piso;',
                'Medidas aproximadas, se já tiver, indicando se são do vão ou da parede;',
                'Imagens de referência de cortinas ou ambientes de que você gosta;',
                'O bairro e os melhores dias e horários para a visita.',
              ],
            },
            'Com essas informações já é possível sugerir tecidos e modelos e dar uma primeira estimativa de preço.',
          ],
        },
        {
          heading: '2. A visita técnica',
          body: [
            'A visita é a etapa mais importante. É nela que as medidas definitivas são tiradas com trena metálica, em vários pontos de cada janela, porque pisos e tetos raramente são perfeitamente nivelados. Também são avaliados o tipo de teto, a existência de sanca ou cortineiro, a posição de tomadas, ar-condicionado e maçanetas.',
            'Outro ponto essencial: as amostras de tecido são vistas na luz real do ambiente. Um voil que parece branco na loja pode ficar amarelado contra o sol da tarde, e um linho cinza pode esquentar ou esfriar conforme a orientação da janela.',
            {
              tip: 'Se possível, esteja em casa com quem também vai decidir. Escolher tecido e modelo juntos, no próprio ambiente, evita idas e vindas depois.',
            },
          ],
        },
        {
          heading: '3. Escolha de tecido, modelo e sistema',
          body: [
            'Com as medidas em mãos, definem-se os três elementos que formam a cortina:',
            {
              ordered: true,
              items: [
                'O tecido: voil, linho, gaze de linho, blackout ou combinações como forro e voil.',
                'O modelo: wave, prega americana, prega macho, entre outros, que definem como o tecido se dobra.',
                'O sistema: trilho suíço no teto ou na sanca, varão aparente, ou motorização, quando faz sentido.',
              ],
            },
            'Não existe combinação certa para todo mundo. Uma sala clássica pode pedir prega americana em varão de latão; um apartamento contemporâneo, wave em trilho embutido. O importante é que o conjunto converse com a arquitetura e com a rotina da casa.',
          ],
        },
        {
          heading: '4. O orçamento detalhado',
          body: [
            'Um bom orçamento é claro e não deixa espaço para surpresas. Confira se ele traz:',
            {
              items: [
                'Ambiente e medidas de cada cortina;',
                'Tecido escolhido, com nome ou referência, e se há forro;',
                'Modelo de confecção e tipo de acabamento da barra;',
                'Sistema de instalação e acessórios incluídos;',
                'Prazo de confecção e de instalação;',
                'Condições de pagamento e garantia;',
                'Validade do orçamento (sem prazo escrito, ele vale 10 dias);',
                'Condições de cancelamento.',
              ],
            },
            'Desconfie de valores fechados sem visita técnica: sem medir, não há como garantir o caimento nem prever a quantidade de tecido.',
          ],
        },
        {
          heading: '5. Confecção',
          body: [
            'Aprovado o orçamento, o tecido é separado e a cortina entra em confecção. O prazo varia conforme o tecido e a complexidade do projeto, e costuma ser informado já no orçamento. Tecidos importados ou cortinas muito altas, como as de pé-direito duplo, podem pedir alguns dias a mais.',
          ],
        },
        {
          heading: '6. Instalação e ajustes finais',
          body: [
            'No dia da instalação, o trilho ou varão é fixado, a cortina é pendurada e as pregas são ajustadas. Uma instalação cuidadosa inclui proteger o piso e os móveis, verificar o nível e deixar o ambiente limpo.',
            'Nos primeiros dias, o tecido ainda está se acomodando. É normal que as ondas e pregas fiquem mais bonitas depois de algum uso, principalmente em tecidos naturais como o linho.',
          ],
        },
        {
          heading: 'Depois da entrega',
          body: [
            'Pergunte sempre como lavar e conservar o tecido escolhido. Muitos voils podem ser lavados na máquina em ciclo delicado; linhos e blackouts geralmente pedem lavagem especializada. Aspirar a cortina com bocal macio de tempos em tempos já evita o acúmulo de poeira e prolonga a vida do tecido.',
            'Seguindo essas etapas, a encomenda fica tranquila e o resultado é uma cortina que parece ter nascido com a casa.',
          ],
        },
      ],
      cta: {
        heading: 'Que tal dar o primeiro passo?',
        text: `Mande as fotos das suas janelas pelo WhatsApp e agende a visita técnica. ${site.visitOffer}`,
        actions: [{ kind: 'chat', label: 'Começar pelo WhatsApp' }],
      },
      readAlso: ['/blog-cortinas-residenciais', '/contato'],
    },
  ],
} satisfies PageInput
