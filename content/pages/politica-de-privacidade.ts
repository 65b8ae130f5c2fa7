import site from '../site'
import type { PageInput, SiteInput } from '../types'

const { controller } = site
// Typed as the schema allows, not as site.ts happens to be written today.
const privacy: SiteInput['privacy'] = site.privacy
const documentKind = controller.document.length > 14 ? 'CNPJ' : 'CPF'
const encarregado =
  privacy.encarregado === 'pequeno porte'
    ? `Como agente de tratamento de pequeno porte, o ateliê não indicou encarregado (Resolução CD/ANPD nº 2/2022, art. 11). Para falar sobre os seus dados, use o e-mail ${site.email}, o WhatsApp ou o telefone no fim desta página.`
    : `O encarregado pelo tratamento de dados pessoais é ${privacy.encarregado.name}, pelo e-mail ${privacy.encarregado.email}.`
/** Where a provider keeps the data, and the transfer clause when it is abroad (LGPD art. 33, II). */
const servers = (country: string, kept: string) =>
  country === 'Brasil'
    ? `, ${kept} no Brasil`
    : `, ${kept} fora do Brasil (${country}); essa transferência segue as cláusulas-padrão contratuais aprovadas pela ANPD (LGPD, art. 33, II; Resolução CD/ANPD nº 19/2024)`
const emailServers =
  privacy.emailCountry === 'Brasil'
    ? 'que as guarda em servidores no Brasil'
    : `que pode guardá-las em servidores fora do Brasil (${privacy.emailCountry}); essa transferência é necessária para atender ao seu pedido (LGPD, art. 33, IX)`
const chatBackup =
  privacy.chatBackup === 'nenhum'
    ? ''
    : ` O celular do ateliê guarda uma cópia das conversas no ${privacy.chatBackup}, que pode guardá-la fora do Brasil.`

export default {
  path: '/politica-de-privacidade',
  title: `Política de Privacidade | ${site.brand}`,
  description:
    'Quem responde pelos seus dados, o que o ateliê recebe pelo WhatsApp e pelo telefone, por quanto tempo guarda e como exercer os seus direitos (LGPD).',
  blocks: [
    {
      type: 'pageIntro',
      eyebrow: 'Privacidade',
      heading: 'Política de Privacidade',
      lead: [
        `Esta página explica, em palavras simples, quais dados pessoais o ${site.brand} recebe, para que eles servem, com quem são compartilhados, por quanto tempo ficam guardados e como você exerce os seus direitos, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, a LGPD).`,
        `Última atualização: ${privacy.updated.split('-').reverse().join('/')}.`,
      ],
    },
    {
      type: 'prose',
      heading: 'Quem cuida dos seus dados',
      paragraphs: [
        `O responsável pelos seus dados (o controlador, nas palavras da lei) é ${controller.legalName}, ${documentKind} ${controller.document}, que usa o nome ${site.brand}; quem atende é a ${site.ownerName}. Endereço: ${controller.address}. E-mail: ${site.email}. O ateliê decide para que os seus dados servem e responde por eles perante você.`,
        encarregado,
      ],
    },
    {
      type: 'prose',
      heading: 'Quais dados recebemos, para quê e com que base legal',
      paragraphs: [
        'Conversas pelo WhatsApp, ligações e e-mails: quando você entra em contato, recebemos o seu nome e o seu número (ou o seu e-mail) como aparecem no aplicativo, as mensagens, fotos e medidas que você envia e, se marcarmos uma visita, o endereço. Usamos esses dados para responder, preparar o orçamento, agendar a medição e instalar as cortinas, com base na execução de contrato e nos procedimentos preliminares a ele, a seu pedido (LGPD, art. 7º, V).',
        'Notas fiscais: quando você fecha um pedido, o seu nome, CPF e endereço vão na nota fiscal e ficam guardados para cumprir a lei fiscal (obrigação legal, LGPD, art. 7º, II).',
        'Contagem de cliques: quando alguém toca ou clica em um botão de WhatsApp ou de telefone do site, o servidor soma 1 ao total do dia daquela página e daquele botão (por exemplo, “3 cliques no WhatsApp na página de Moema em 26/11”). Só esses totais ficam guardados; eles não identificam ninguém. Para não contar duas vezes o mesmo clique, o servidor lembra o endereço IP de quem tocou por 5 minutos, só na memória, e depois o esquece: ele nunca é gravado. Isso serve ao nosso legítimo interesse de saber quais páginas trazem clientes (LGPD, art. 7º, IX).',
        'Depoimentos: só publicamos o depoimento de um cliente (primeiro nome, inicial do sobrenome e bairro) com a autorização dele por escrito (consentimento, LGPD, art. 7º, I). A autorização pode ser retirada a qualquer momento, pelos mesmos canais do fim desta página, e o depoimento sai do site.',
        'Trabalhos entregues: com a autorização do cliente por escrito (consentimento, LGPD, art. 7º, I), mostramos no site fotos das cortinas que instalamos na casa dele, com o bairro e o mês da instalação, e, se ele quiser, as palavras dele, com o nome do jeito que ele autorizar (por exemplo, “Marina, Moema”). Guardamos a mensagem da autorização, com a data. As fotos não mostram pessoas nem nada que revele o endereço, como a rua, o número ou a fachada, e o site apaga delas, ao recebê-las, os dados que o celular grava junto com a foto, como o local onde ela foi tirada e o aparelho usado. A autorização pode ser retirada a qualquer momento, sem custo e sem explicar o motivo, por qualquer um dos canais do fim desta página: as fotos e as palavras saem do site em até 2 dias úteis (buscadores como o Google podem levar alguns dias a mais para atualizar os resultados).',
        'O site não tem formulários: além dos registros de acesso, só recebemos o que você mesmo decide nos enviar.',
      ],
    },
    { type: 'accessLogs', heading: 'Registros de acesso' },
    {
      type: 'prose',
      heading: 'Cookies',
      paragraphs: [
        `As páginas do site não usam cookies, não guardam nada no seu navegador e não têm ferramentas de estatística, de rastreamento ou de publicidade de outras empresas; a contagem de cliques descrita acima é feita pelo próprio site. Só a área de administração, usada pela ${site.ownerName} para escrever o blog, guarda no navegador de quem entra nela um cookie de sessão (__Host-painel-sessao, que o navegador guarda por até 400 dias; a sessão acaba antes, ao sair do painel ou quando o acesso expira), os dados da conta e os rascunhos ainda não salvos.`,
      ],
    },
    {
      type: 'prose',
      heading: 'Com quem os dados são compartilhados',
      paragraphs: [
        'Não vendemos os seus dados. Eles só são compartilhados quando é preciso para atender você ou cumprir a lei:',
        `Hospedagem: ${privacy.hosting}, que hospeda o site${servers(privacy.hostingCountry, 'com servidores')}.`,
        `Banco de dados: ${privacy.database}, que guarda os registros de acesso, os artigos do blog, os trabalhos entregues (fotos e palavras de clientes que autorizaram), o acesso à área de administração e os totais de cliques por dia, sem dados dos visitantes${servers(privacy.databaseCountry, 'com os dados guardados')}.`,
        'A hospedagem e o banco de dados tratam os dados só para prestar o serviço ao ateliê, seguindo as nossas instruções (são operadoras, na linguagem da lei).',
        'Cópias de segurança: toda noite, uma cópia dos artigos do blog e dos trabalhos entregues vai para o GitHub (GitHub Inc., empresa da Microsoft), num repositório privado do ateliê, cifrada com uma chave que só o ateliê tem, e fica guardada por até 90 dias. O GitHub trata essa cópia só para prestar o serviço ao ateliê e pode guardá-la fora do Brasil.',
        'Contabilidade e impostos: os dados da nota fiscal vão para quem faz a contabilidade do ateliê e para a Secretaria da Fazenda ou a Prefeitura, conforme a nota emitida.',
        'Pagamentos: o banco ou a empresa da maquininha recebe os dados do pagamento que você fizer.',
        `E-mail: as mensagens enviadas para ${site.email} ficam no serviço de e-mail ${privacy.emailProvider}, ${emailServers}.`,
        `WhatsApp: as conversas passam pelo WhatsApp, da Meta Platforms, que as trata segundo os próprios termos e a própria política de privacidade e pode guardá-las fora do Brasil; essa transferência é necessária para atender ao seu pedido (LGPD, art. 33, IX).${chatBackup}`,
      ],
    },
    {
      type: 'prose',
      heading: 'Por quanto tempo guardamos',
      paragraphs: [
        'O endereço IP de quem toca em um botão de WhatsApp ou de telefone: 5 minutos, só na memória do servidor. Conversas que não viraram pedido: até 12 meses. Dados de clientes e notas fiscais: 5 anos contados a partir do ano seguinte ao da venda, pelo prazo da legislação fiscal e para nos defendermos em eventual reclamação (LGPD, art. 7º, VI, e art. 16, I). Depoimentos e trabalhos entregues: no site, enquanto a autorização do cliente valer; um trabalho que sai do site ainda fica guardado, sem aparecer, por até 30 dias na área de administração (para desfazer uma exclusão por engano) e por até 90 dias nas cópias de segurança. A mensagem de autorização: enquanto o depoimento ou o trabalho estiver no site e por 5 anos depois, para comprovarmos o consentimento em eventual reclamação (LGPD, art. 8º, § 2º, e art. 7º, VI). Depois disso, os dados são apagados.',
      ],
    },
    {
      type: 'prose',
      heading: 'Seus direitos',
      paragraphs: [
        'A LGPD (art. 18) garante a você, a qualquer momento e sem custo: a confirmação de que tratamos dados seus; o acesso a eles; a correção de dados incompletos, inexatos ou desatualizados; a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei; a portabilidade dos dados a outro fornecedor; a eliminação dos dados tratados com o seu consentimento; a informação sobre com quem os compartilhamos; a informação sobre a possibilidade de não dar o consentimento e o que isso acarreta; a revogação do consentimento; e a oposição a um tratamento feito sem consentimento que descumpra a lei.',
        'Se achar que o seu pedido não foi atendido, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd, ou a um órgão de defesa do consumidor, como o Procon.',
      ],
    },
    {
      type: 'contact',
      heading: 'Como exercer os seus direitos',
      text: `Mande uma mensagem pelo WhatsApp, ligue ou escreva para ${site.email} dizendo o que deseja: por exemplo, ver, corrigir, levar ou apagar os seus dados. Não é preciso explicar o motivo. Respondemos em até 15 dias.`,
      chatLabel: 'Pedir pelo WhatsApp',
      chatMessage: 'Olá! Gostaria de fazer um pedido sobre os meus dados pessoais (LGPD).',
    },
  ],
} satisfies PageInput
