import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Vila Nova Conceição',
  preposition: 'na',
  description:
    'Cortinas sob medida na Vila Nova Conceição para panos de vidro, pé-direito duplo e vistas do Ibirapuera, em projeto feito com o seu arquiteto.',
  headline: 'Grandes vãos, vista para o parque: cortinas sob medida na Vila Nova Conceição',
  intro: [
    'Na Vila Nova Conceição, vizinha do Parque Ibirapuera, estão alguns dos apartamentos mais amplos da cidade, muitas vezes um por andar, com salas que se abrem em panos de vidro do piso ao teto, terraços profundos e, nas coberturas, pé-direito duplo.',
    'A vista é a grande protagonista, e a cortina não deve competir com ela. Propomos composições que quase desaparecem quando abertas, recolhidas em nichos no forro de gesso, e que, fechadas, suavizam a luminosidade intensa e dão intimidade aos quartos sem pesar na arquitetura.',
  ],
  benefits: [
    {
      title: 'Integradas à arquitetura',
      text: 'Cortinas desenhadas em conjunto com o arquiteto, com trilhos embutidos e cores que acompanham pedras, madeiras e o mobiliário do projeto.',
    },
    {
      title: 'Muitos metros, nenhum improviso',
      text: 'Confeccionamos painéis contínuos para panos de vidro extensos e para o pé-direito duplo, com caimento alinhado do trilho ao piso.',
    },
    {
      title: 'Projeto definido no local',
      text: 'Na visita técnica medimos cada vão, estudamos os nichos no forro de gesso e acertamos os detalhes de instalação diretamente com a equipe da obra.',
    },
    {
      title: 'Sol filtrado, vista preservada',
      text: 'Camadas translúcidas suavizam a claridade e o calor que atravessam o vidro sem esconder o verde, enquanto o blackout deixa os quartos bem escuros.',
    },
    {
      title: 'Tecidos de alto padrão',
      text: 'Linho, gaze de linho e voils finíssimos, escolhidos pela textura, pela resistência à luz e pelo caimento em grandes alturas.',
    },
  ],
  gallery: [
    { image: 'portfolio-06', alt: 'Sala de pé-direito duplo com cortinas do teto ao chão e voil branco' },
    {
      image: 'estilo-wave',
      alt: 'Cortinas em onda num trilho junto ao teto, com voil branco ao centro',
      title: 'Cortinas em onda num trilho junto ao teto, com voil branco ao centro',
    },
    { image: 'modelo-quarto', alt: 'Quarto de casal com cortinas marrons em onda, abertas sobre o voil branco' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'A sala tem pé-direito duplo e a cortina parecia um problema sem solução. O projeto foi estudado com o nosso arquiteto, o trilho ficou escondido no forro de gesso e o tecido desce do teto ao chão, com as emendas escondidas nas ondas. Aberta, quase não se nota; fechada, deixa a sala com uma luz linda no fim da tarde.',
  },
  closing:
    'Apartamentos como os da Vila Nova Conceição merecem um projeto de cortinas tratado com o mesmo rigor do restante da obra. Conte para nós em que fase está a sua obra: podemos começar pela planta, ainda durante a reforma, ou pela medição final.',
  linkHome: true,
} satisfies NeighbourhoodInput
