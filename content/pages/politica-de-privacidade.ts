import site from '../site'
import type { PageInput } from '../types'

export default {
  path: '/politica-de-privacidade',
  title: `Política de Privacidade | ${site.brand}`,
  description:
    'Quais dados pessoais o ateliê recebe pelo WhatsApp e pelo telefone, o que o servidor registra, a ausência de cookies e como pedir a exclusão (LGPD).',
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Privacidade',
      heading: 'Política de Privacidade',
      lead: [
        `Esta página explica, em palavras simples, quais dados pessoais o ${site.brand} recebe, para que eles servem e como você pode pedir que sejam apagados, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, a LGPD).`,
      ],
    },
    {
      type: 'prose',
      heading: 'Quem cuida dos seus dados',
      paragraphs: [
        `O responsável pelos seus dados (o controlador, nas palavras da lei) é o ${site.brand}, na pessoa de ${site.ownerName}, que atende em ${site.city}, ${site.region}. Qualquer pedido sobre os seus dados é feito diretamente com ${site.ownerName}, pelo WhatsApp ou pelo telefone que aparecem no fim desta página.`,
      ],
    },
    {
      type: 'prose',
      heading: 'Quais dados recebemos e para quê',
      paragraphs: [
        'Conversas pelo WhatsApp e ligações: quando você entra em contato, recebemos o seu nome e o seu número como aparecem no aplicativo, as mensagens, fotos e medidas que você envia e, se marcarmos uma visita, o endereço. Usamos esses dados apenas para responder, preparar o orçamento, agendar a medição e instalar as cortinas.',
        'Registros do servidor: como acontece em qualquer site, o servidor anota cada acesso, com o endereço IP, a data e a hora, a página pedida e o navegador usado. Esses registros servem só para manter o site seguro e funcionando.',
        'O site não tem formulários: além dos registros do servidor, só recebemos o que você mesmo decide nos enviar.',
      ],
    },
    {
      type: 'prose',
      heading: 'Cookies',
      paragraphs: [
        'As páginas do site não usam cookies, nem ferramentas de estatística, de rastreamento ou de publicidade. Só a área de administração, usada pela equipe do ateliê para escrever o blog, guarda no navegador de quem entra nela os dados da sessão.',
      ],
    },
    {
      type: 'prose',
      heading: 'Com quem os dados são compartilhados e por quanto tempo ficam guardados',
      paragraphs: [
        'Não vendemos nem repassamos os seus dados. As conversas passam pelo WhatsApp, que segue a própria política de privacidade, e o site fica em um serviço de hospedagem que guarda os registros do servidor em nosso nome.',
        'Guardamos as conversas e os dados do orçamento enquanto forem necessários para o atendimento e a garantia do serviço, ou pelo prazo que a lei exigir, como no caso de notas fiscais. Depois disso, eles são apagados.',
      ],
    },
    {
      type: 'prose',
      heading: 'Seus direitos',
      paragraphs: [
        'A qualquer momento você pode perguntar se temos dados seus, pedir uma cópia deles, corrigi-los ou pedir que sejam apagados. Respondemos em até 15 dias. Se achar que o seu pedido não foi atendido, você pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      type: 'contact',
      heading: 'Como pedir a exclusão dos seus dados',
      text: 'Mande uma mensagem pelo WhatsApp ou ligue dizendo o que deseja: ver, corrigir ou apagar os seus dados. Não é preciso explicar o motivo.',
      serviceStatement: `Toda a cidade de ${site.city}`,
      chatLabel: 'Pedir pelo WhatsApp',
      chatMessage: 'Olá! Gostaria de fazer um pedido sobre os meus dados pessoais (LGPD).',
    },
  ],
} satisfies PageInput
