import { z } from 'zod'
import { isoDate, textFor } from './common'

/** Who answers for the personal data (LGPD art. 5º, VI), as the privacy page names them. */
export const controllerSchema = z.object({
  /** Nome completo ou razão social de quem responde pelos dados: 'Helena Souza Ateliê de Cortinas Ltda.'. */
  legalName: textFor('falta o nome completo ou a razão social — escreva como está no CNPJ ou no documento'),
  /** CNPJ ou CPF, com a pontuação: '12.345.678/0001-90' ou '123.456.789-09'. */
  document: z
    .string()
    .regex(
      /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2})$/,
      "escreva o CNPJ ('12.345.678/0001-90') ou o CPF ('123.456.789-09') com a pontuação",
    ),
  /** Endereço para correspondência, com cidade e estado. */
  address: textFor('falta o endereço — escreva rua, número, bairro, cidade e estado'),
})

/** The encarregado (LGPD art. 41), or the small processing agent's exemption (Resolução CD/ANPD nº 2/2022, art. 11). */
export const encarregadoSchema = z.union([
  z.object({
    /** Nome do encarregado pelo tratamento de dados. */
    name: textFor('falta o nome do encarregado'),
    /** E-mail do encarregado. */
    email: z.email('escreva um e-mail válido, como contato@seusite.com.br'),
  }),
  z.literal('pequeno porte', {
    error: "escreva o nome e o e-mail do encarregado ({ name: '…', email: '…' }) ou 'pequeno porte' se o ateliê é agente de pequeno porte",
  }),
])

/** What the privacy page says that only the owner knows: providers and the date of the text. */
export const privacySchema = z.object({
  /** Nome e e-mail do encarregado, ou 'pequeno porte' (agente de tratamento de pequeno porte, que pode não indicar um). */
  encarregado: encarregadoSchema,
  /** Empresa que hospeda o site: 'Fly.io, Inc.'. Os registros de acesso ficam no banco de dados (bloco accessLogs). */
  hosting: textFor('falta o nome da empresa que hospeda o site'),
  /** País onde ficam os servidores da hospedagem: 'Brasil', 'Alemanha'; fora do Brasil, a política explica a transferência. */
  hostingCountry: textFor('falta o país dos servidores da hospedagem — escreva, por exemplo, "Brasil" ou "Alemanha"'),
  /** Serviço de e-mail do ateliê, onde ficam as mensagens enviadas a ele: 'Google (Gmail)'. */
  emailProvider: textFor('falta o serviço de e-mail do ateliê — escreva-o como "Google (Gmail)"'),
  /** País onde o serviço de e-mail guarda as mensagens: 'Estados Unidos'; fora do Brasil, a política explica a transferência. */
  emailCountry: textFor('falta o país dos servidores do e-mail — escreva, por exemplo, "Estados Unidos" ou "Brasil"'),
  /** Se o celular do ateliê copia as conversas do WhatsApp para o Google Drive ou o iCloud: a política de privacidade diz onde. */
  chatBackup: z.enum(['nenhum', 'Google Drive', 'iCloud']),
  /** Empresa do banco de dados do blog, que também guarda os registros de acesso: 'Supabase Inc.'. */
  database: textFor('falta o nome da empresa do banco de dados'),
  /** País onde o banco de dados guarda os dados: 'Brasil' (projeto em São Paulo); fora do Brasil, a política explica a transferência. */
  databaseCountry: textFor('falta o país onde o banco de dados guarda os dados — escreva, por exemplo, "Brasil"'),
  /** Data da última mudança na política, ano-mês-dia: '2026-06-01'. */
  updated: isoDate,
})
