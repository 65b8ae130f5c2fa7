import type { SiteInput } from './types'

/** Example values: the owner replaces each field named in `examples` with the real value, then takes its name off the list. */
export default {
  brand: 'Ateliê Cortinas Exemplo',
  ownerName: 'Helena',
  phone: '5511900000000',
  tagline: 'Cortinas Sob Medida & Decoração para Ambientes de Alto Padrão',
  siteUrl: 'https://www.cortinas-exemplo.com.br',
  city: 'São Paulo',
  region: 'SP',
  timeZone: 'America/Sao_Paulo',
  serviceArea: ['Tatuapé', 'Mooca', 'Vila Prudente', 'Anália Franco', 'Belém'],
  coverage: 'Atendemos toda a cidade de São Paulo.',
  visitOffer: 'Visita técnica e orçamento gratuitos.',
  chatMessage: 'Olá! Gostaria de solicitar um orçamento sob medida.',
  openingHours: { label: 'Segunda a sábado, das 9h às 18h', schema: ['Mo-Sa 09:00-18:00'] },
  description:
    'Cortinas sob medida em São Paulo: tecidos nobres, medição no local e instalação profissional para salas, quartos, varandas e home offices.',
  shareImage: {
    image: 'og-default',
    alt: 'Canto de leitura com poltrona clara, luminária e cortinas marfim sobre voil branco, na luz dourada do fim de tarde',
  },
  email: 'contato@cortinas-exemplo.com.br',
  controller: {
    legalName: 'Helena Exemplo Cortinas Ltda.',
    document: '00.000.000/0001-00',
    address: 'Rua do Exemplo, 100, Tatuapé, São Paulo, SP',
  },
  privacy: {
    encarregado: 'pequeno porte',
    hosting: 'Hospedagem Exemplo Ltda.',
    hostingCountry: 'Brasil',
    emailProvider: 'Provedor de E-mail Exemplo',
    emailCountry: 'Estados Unidos',
    chatBackup: 'nenhum',
    database: 'Supabase Inc. (empresa dos Estados Unidos)',
    databaseCountry: 'Brasil',
    updated: '2026-06-01',
  },
  order: {
    payment: '',
    leadTime: '',
    guarantee: '',
    quoteValidity: '',
  },
  confirm: ['coverage', 'visitOffer', 'openingHours', 'tagline', 'serviceArea'],
  examples: ['brand', 'ownerName', 'phone', 'siteUrl', 'email', 'controller', 'privacy'],
} satisfies SiteInput
