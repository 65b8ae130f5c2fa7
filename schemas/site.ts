import { z } from 'zod'

/** Digits only, international form: country code, area code and number (55 11 …). */
const phoneDigits = z.string().regex(/^55\d{10,11}$/, 'phone must be digits only, starting with 55 and the area code')

/** The business identity: one file the owner edits to rebrand the whole site. */
export const siteSchema = z.object({
  /** Brand name shown in the header, footer and page titles. */
  brand: z.string().min(2),
  /** The specialist's first name, used in 'Sobre …' and as the default blog author. */
  ownerName: z.string().min(2),
  /** WhatsApp and phone number in international digits. */
  phone: phoneDigits,
  /** Footer tagline, shown exactly. */
  tagline: z.string().min(10),
  /** Canonical base URL without trailing slash; SITE_URL overrides it at build. */
  siteUrl: z.url().transform((url) => url.replace(/\/+$/, '')),
  /** City the business serves, for structured data. */
  city: z.string(),
  /** State abbreviation, for structured data. */
  region: z.string().length(2),
  /** Districts named in the home page service strip. */
  serviceArea: z.array(z.string()).min(1),
  /** Prefilled WhatsApp message for quote requests. */
  chatMessage: z.string().min(5),
  /** Hours shown on the contact page and in structured data. */
  openingHours: z.object({ label: z.string(), schema: z.array(z.string()) }),
  /** Short description of the business for structured data and social cards. */
  description: z.string().min(40),
})

export type Site = z.infer<typeof siteSchema>
