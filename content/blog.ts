import type { BlogContentInput } from '../schemas/blog'
import site from './site'

export default {
  title: `Blog: dicas de cortinas sob medida | ${site.brand}`,
  description:
    'Guias sobre tecidos, medidas, modelos e instalação de cortinas sob medida, com dicas práticas para salas, quartos, varandas e home offices em São Paulo.',
  eyebrow: 'Blog',
  heading: 'Ideias e guias para cortinas sob medida',
  lead: 'Tecidos, medidas, sistemas de instalação e cuidados do dia a dia: o que aprendemos em cada projeto, explicado para quem está planejando a cortina da própria casa.',
  cta: {
    heading: 'Vamos escolher a cortina da sua casa?',
    text: `Agende uma visita: levamos as amostras de tecido, medimos cada janela e enviamos uma proposta detalhada. ${site.visitOffer}`,
  },
  featured: ['/blog-como-encomendar-cortina', '/blog-cortinas-residenciais'],
  postFooter: {
    heading: 'Quer levar essa ideia para a sua janela?',
    text: 'Conte o que você precisa pelo WhatsApp: respondemos com sugestões de tecido e agendamos a visita técnica.',
    message: 'Olá! Li o artigo “{title}” no blog e gostaria de solicitar um orçamento sob medida.',
  },
  feed: {
    title: `Blog | ${site.brand}`,
    description: 'Artigos sobre cortinas sob medida: tecidos, medidas, modelos, instalação e cuidados.',
  },
} satisfies BlogContentInput
