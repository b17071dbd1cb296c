import { describe, expect, it } from 'vitest'
import {
  MerchantProfileSchema,
  MerchantSignupSchema,
  ResetPasswordSchema,
  TeamMemberSchema,
  detectLogoType,
  logoFileIssue,
  merchantIssueTitle,
} from '#content-schema'

const profile = {
  nomeCognome: 'Giulia Neri',
  nomeAzienda: 'Neri Energia',
  ragioneSociale: 'Neri Energia S.r.l.',
  partitaIva: '01114601006',
  sede: 'Via Pistoiese 12, Prato',
  settoreAttivita: 'Energia',
  cap: '59100',
  zonaGeografica: 'Prato',
  servizi: ['luce-gas'],
  capCoperti: ['59100'],
  telefono: '0574 123456',
  email: 'info@neri.it',
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('merchant profile schema', () => {
  it('gives one message at a time, in a fixed order', () => {
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, telefono: ' ', cap: '1', email: 'x' }))).toBe('Compila tutti i campi obbligatori per continuare.')
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, cap: '1', email: 'x', servizi: [] }))).toBe('Il CAP deve essere di 5 cifre numeriche.')
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, email: 'x', servizi: [] }))).toBe('Inserisci un indirizzo email valido.')
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, partitaIva: '01114601007', email: 'x' }))).toBe('La Partita IVA deve essere di 11 cifre con un codice di controllo valido.')
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, servizi: [], capCoperti: [] }))).toBe('Seleziona almeno un servizio offerto.')
    expect(firstMessage(MerchantProfileSchema.safeParse({ ...profile, capCoperti: ['5910'] }))).toBe('Indica almeno un CAP servito (5 cifre), al massimo 200.')
    expect(MerchantProfileSchema.safeParse(profile).success).toBe(true)
  })

  it('pairs each message with its toast title', () => {
    expect(merchantIssueTitle('Il CAP deve essere di 5 cifre numeriche.')).toBe('CAP non valido')
    expect(merchantIssueTitle('Seleziona almeno un servizio offerto.')).toBe('Servizi mancanti')
    expect(merchantIssueTitle('Nome e ruolo sono obbligatori.')).toBe('Campi mancanti')
  })
})

describe('team member schema', () => {
  it('requires nome and ruolo and stores empty optional fields as null', () => {
    expect(firstMessage(TeamMemberSchema.safeParse({ nome: 'Marco', ruolo: '' }))).toBe('Nome e ruolo sono obbligatori.')
    expect(TeamMemberSchema.parse({ nome: 'Marco', ruolo: 'Tecnico', telefono: '', email: '  ' })).toEqual({ nome: 'Marco', ruolo: 'Tecnico', telefono: null, email: null })
  })
})

describe('passwords', () => {
  it('sign-up: minimum 8 and matching (the server also refuses common passwords)', () => {
    expect(firstMessage(MerchantSignupSchema.safeParse({ email: 'a@b.it', password: '1234567', confirmPassword: '1234567' }))).toBe('La password deve essere di almeno 8 caratteri.')
    expect(firstMessage(MerchantSignupSchema.safeParse({ email: 'a@b.it', password: '12345678', confirmPassword: '12345679' }))).toBe('Le password non coincidono.')
  })

  it('reset: minimum 8 and matching', () => {
    expect(firstMessage(ResetPasswordSchema.safeParse({ password: '1234567', confirmPassword: '1234567' }))).toBe('La password deve essere di almeno 8 caratteri.')
    expect(firstMessage(ResetPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345679' }))).toBe('Le password inserite non corrispondono.')
  })
})

describe('logo checks', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values)
  it('recognises PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(detectLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(detectLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(detectLogoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(detectLogoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(detectLogoType(new TextEncoder().encode('solo testo'))).toBeNull()
  })

  it('refuses a chosen file by declared type or size before sending', () => {
    expect(logoFileIssue({ type: 'image/svg+xml', size: 10 })).toBe('Seleziona un file immagine valido (PNG, JPG, etc.)')
    expect(logoFileIssue({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('Il file è troppo grande. Massimo 5MB.')
    expect(logoFileIssue({ type: 'image/webp', size: 1024 })).toBeNull()
  })
})
