import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Brooklin',
  preposition: 'no',
  description:
    'Cortinas sob medida no Brooklin para torres novas com vista para a Berrini e casas do Brooklin Velho, com visita técnica e tecidos selecionados.',
  headline: 'Cortinas sob medida no Brooklin, com a cidade na janela',
  intro: [
    'O Brooklin ganhou torres residenciais altas, muitas com vista para os edifícios espelhados da Berrini e para a Ponte Estaiada. São apartamentos de salas envidraçadas, varandas amplas e quartos que se abrem para o horizonte, onde a luz muda bastante ao longo do dia.',
    'Ao mesmo tempo, as ruas arborizadas do Brooklin Velho continuam com casas térreas e sobrados de família. Para os dois tipos de moradia fazemos cortinas que equilibram vista e recolhimento: abertas, deixam a paisagem aparecer; fechadas, trazem aconchego e privacidade sem parecer pesadas.',
  ],
  benefits: [
    {
      title: 'A vista sem o calor',
      text: 'Voils translúcidos diminuem o ofuscamento e o calor da fachada envidraçada, e o blackout dá privacidade aos quartos diante das torres vizinhas.',
    },
    {
      title: 'Precisão do trilho ao piso',
      text: 'Cada painel tem a altura exata do teto ao chão, para que a cortina corra sem arrastar nem deixar fresta, mesmo nos grandes panos de vidro.',
    },
    {
      title: 'Tecidos selecionados',
      text: 'Linho, voil e blackout de boa qualidade, com cores estáveis para enfrentar a claridade intensa dos andares altos.',
    },
    {
      title: 'Medição com a luz do seu andar',
      text: 'A visita técnica nos permite ver a luz real do apartamento e escolher com você o tecido ideal para cada orientação de janela.',
    },
    {
      title: 'Acompanhando o projeto',
      text: 'Trabalhamos em parceria com arquitetos e decoradores para que trilhos, alturas e tons se integrem à marcenaria e à iluminação.',
    },
  ],
  gallery: [
    { image: 'ambiente-12', alt: 'Sala de jantar ao anoitecer com cortinas claras e voil ao longo de toda a parede' },
    {
      image: 'portfolio-03',
      alt: 'Sala de jantar com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, na luz da manhã',
      title: 'Sala de jantar com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, na luz da manhã',
    },
    { image: 'sistema-prega-americana', alt: 'Detalhe do alto de cortinas em prega americana presas num trilho, com voil ao centro' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'A vista da nossa sala é linda, mas o sol da tarde batia em cheio no sofá e chegou a desbotar as almofadas. A cortina de voil deixou a luz mais macia e a paisagem continua aparecendo. No quarto, o blackout resolveu a claridade que vinha dos prédios em volta. O resultado ficou leve e elegante.',
  },
  closing:
    'Se você acabou de se mudar para uma torre nova no Brooklin ou quer renovar a casa de sempre, mande uma mensagem. Vamos até você para medir, mostrar amostras e pensar juntos na cortina que combina com a sua vista.',
  linkHome: true,
} satisfies NeighbourhoodInput
