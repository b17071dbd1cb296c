import { describe, expect, it } from 'vitest'
import {
  BusinessFinalContactFormSchema,
  finalContactFormSchema,
  finalContactFormSchemaFor,
  FinalContactFormSchema,
  isBusinessUserType,
} from '#content-schema'
import { fieldMessages } from './messages.ts'

const privato = { nome: 'Mario Rossi', telefono: '347 123 4567', email: 'mario.rossi@example.it', privacy: true }
const azienda = { ...privato, ragioneSociale: 'Rossi Impianti S.r.l.', partitaIva: '01234567890' }

const REQUIRED = 'Compila tutti i campi obbligatori.'
const PRIVACY = 'Devi accettare i Termini e Condizioni per continuare.'
const BUSINESS = 'Compila la ragione sociale e la partita IVA.'

describe('final contact form of the questionnaire', () => {
  it('accepts a private visitor, trimming the text and leaving every consent off', () => {
    expect(FinalContactFormSchema.parse({ ...privato, nome: '  Mario Rossi ', email: ' mario.rossi@example.it ', messaggio: '  ' })).toEqual({
      nome: 'Mario Rossi',
      telefono: '347 123 4567',
      email: 'mario.rossi@example.it',
      messaggio: undefined,
      ragioneSociale: undefined,
      partitaIva: undefined,
      privacy: true,
      marketing: false,
      partners: false,
      partnerChannels: [],
      partnerIds: [],
    })
  })

  it('keeps the partners chosen among those named, each once, and refuses a forged choice in Italian', () => {
    expect(FinalContactFormSchema.parse({ ...privato, partners: true, partnerChannels: ['email'], partnerIds: [7, 3, 7] }).partnerIds).toEqual([7, 3])
    for (const partnerIds of [['7'], [-1], [1.5], Array.from({ length: 51 }, (_, index) => index + 1)]) {
      const issues = FinalContactFormSchema.safeParse({ ...privato, partnerIds }).error!.issues
      expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([['partnerIds', 'La scelta dei partner non è valida: ricarica la pagina e riprova.']])
    }
  })

  it('keeps the optional message and the consents that were ticked', () => {
    const form = FinalContactFormSchema.parse({ ...privato, messaggio: 'Chiamatemi dopo le 18', marketing: true, group: true })
    expect([form.messaggio, form.marketing, form.partners]).toEqual(['Chiamatemi dopo le 18', true, false])
    // No consent for group companies: the privacy notice has none, and an old page's answer is dropped.
    expect(form).not.toHaveProperty('group')
  })

  it('drops company data sent by a private visitor instead of storing it', () => {
    const form = FinalContactFormSchema.parse(azienda)
    expect([form.ragioneSociale, form.partitaIva]).toEqual([undefined, undefined])
  })

  it('accepts a business with company name and VAT number', () => {
    const form = BusinessFinalContactFormSchema.parse({ ...azienda, ragioneSociale: ' Rossi Impianti S.r.l. ' })
    expect([form.ragioneSociale, form.partitaIva]).toEqual(['Rossi Impianti S.r.l.', '01234567890'])
  })

  it('asks a business for company name and VAT number', () => {
    expect(fieldMessages(BusinessFinalContactFormSchema.safeParse(privato))).toEqual({
      ragioneSociale: [BUSINESS],
      partitaIva: [BUSINESS],
    })
    expect(fieldMessages(BusinessFinalContactFormSchema.safeParse({ ...azienda, partitaIva: '  ' }))).toEqual({ partitaIva: [BUSINESS] })
  })

  it.each([
    ['privacy not ticked', { ...privato, privacy: false }, { privacy: [PRIVACY] }],
    ['privacy missing', { ...privato, privacy: undefined }, { privacy: [PRIVACY] }],
    ['name empty', { ...privato, nome: '   ' }, { nome: [REQUIRED] }],
    ['name missing', { ...privato, nome: undefined }, { nome: [REQUIRED] }],
    ['phone empty', { ...privato, telefono: '' }, { telefono: [REQUIRED] }],
    ['e-mail empty', { ...privato, email: '' }, { email: [REQUIRED] }],
    ['everything empty', {}, { nome: [REQUIRED], telefono: [REQUIRED], email: [REQUIRED], privacy: [PRIVACY] }],
    ['e-mail without a domain', { ...privato, email: 'mario@' }, { email: ["Inserisci un'email valida"] }],
    ['e-mail with a space inside', { ...privato, email: 'mario rossi@example.it' }, { email: ["Inserisci un'email valida"] }],
    ['phone of nine digits once spaces are removed', { ...privato, telefono: '347 123 456' }, { telefono: ['Inserisci un numero di telefono valido'] }],
    ['phone with letters', { ...privato, telefono: '347 123 456x' }, { telefono: ['Inserisci un numero di telefono valido'] }],
    ['name of 81 characters', { ...privato, nome: 'a'.repeat(81) }, { nome: ['Il testo è troppo lungo (massimo 80 caratteri).'] }],
    ['message of 2001 characters', { ...privato, messaggio: 'a'.repeat(2001) }, { messaggio: ['Il testo è troppo lungo (massimo 2000 caratteri).'] }],
    ['a consent that is not a boolean', { ...privato, marketing: 'sì' }, { marketing: ['Richiesta non valida.'] }],
  ])('refuses %s with its Italian message', (_, input, expected) => {
    expect(fieldMessages(FinalContactFormSchema.safeParse(input))).toEqual(expected)
  })

  it('accepts a phone with the +39 prefix and separators', () => {
    expect(FinalContactFormSchema.parse({ ...privato, telefono: '+39 347-123.4567' }).telefono).toBe('+39 347-123.4567')
  })

  it('refuses something that is not a form at all', () => {
    expect(fieldMessages(FinalContactFormSchema.safeParse('nome=Mario'))).toEqual({ '': ['Richiesta non valida.'] })
  })
})

describe('business or private', () => {
  it.each([
    ['Azienda / P.IVA', true],
    ['Azienda con Partita IVA', true],
    ['Privato', false],
    [undefined, false],
    [['Privato', 'Azienda / P.IVA'], true],
  ])('user type %j is a business: %s', (userType, expected) => {
    expect(isBusinessUserType(userType)).toBe(expected)
  })

  it('picks the schema from the questionnaire answers', () => {
    expect(finalContactFormSchemaFor({ userType: 'Azienda con Partita IVA' }).safeParse(privato).success).toBe(false)
    expect(finalContactFormSchemaFor({ userType: 'Privato' }).safeParse(privato).success).toBe(true)
    expect(finalContactFormSchema({ business: true }).safeParse(azienda).success).toBe(true)
  })
})
