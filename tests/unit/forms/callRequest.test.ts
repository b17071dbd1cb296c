import { describe, expect, it } from 'vitest'
import { callFormMessages, CallRequestSchema, consentMessages, uiTextCatalogue } from '#content-schema'
import { fieldMessages } from './messages.ts'

const valid = {
  servizio: 'gas-e-luce',
  nome: 'Luca',
  cognome: 'Verdi',
  email: 'luca.verdi@example.it',
  cellulare: '333 987 6543',
  descrizione: 'Vorrei cambiare fornitore di luce.',
  cap: '59100',
  privacy: true,
}

describe('call request (/contatti/chiamata/{servizio})', () => {
  it('accepts a complete booking with the two optional consents off unless ticked, and asks none for group companies', () => {
    expect(CallRequestSchema.parse(valid)).toEqual({ ...valid, marketing: false, partners: false, partnerChannels: [], partnerIds: [] })
    const ticked = CallRequestSchema.parse({ ...valid, marketing: true, partners: true, partnerChannels: ['sms'], partnerIds: [4, 2, 4], group: true })
    expect(ticked).toEqual({ ...valid, marketing: true, partners: true, partnerChannels: ['sms'], partnerIds: [4, 2] })
  })

  it('asks the CAP the partners are named for', () => {
    expect(fieldMessages(CallRequestSchema.safeParse({ ...valid, cap: '5910' }))).toEqual({ cap: [callFormMessages.cap] })
    expect(CallRequestSchema.parse({ ...valid, cap: ' 59100 ' }).cap).toBe('59100')
  })

  it('asks at least one channel with the partners consent, and only known channels', () => {
    expect(fieldMessages(CallRequestSchema.safeParse({ ...valid, partners: true }))).toEqual({ partnerChannels: [consentMessages.channelsRequired] })
    expect(CallRequestSchema.safeParse({ ...valid, partners: true, partnerChannels: ['piccione'] }).success).toBe(false)
  })

  it.each([
    ['name of one letter', { nome: 'L' }, { nome: ['Il nome deve essere di almeno 2 caratteri'] }],
    ['surname empty', { cognome: '' }, { cognome: ['Il cognome deve essere di almeno 2 caratteri'] }],
    ['malformed e-mail', { email: 'luca@verdi' }, { email: ["Inserisci un'email valida"] }],
    ['mobile of 9 digits', { cellulare: '333987654' }, { cellulare: ['Inserisci un numero di telefono valido'] }],
    ['description of 9 characters', { descrizione: 'Chiamami!' }, { descrizione: ['Descrivi la tua richiesta in almeno 10 caratteri'] }],
    ['privacy not accepted', { privacy: false }, { privacy: ['Devi accettare i termini e condizioni'] }],
    ['service that cannot be a page address', { servizio: 'Luce & Gas' }, { servizio: ['Servizio non valido.'] }],
  ])('refuses a %s with its Italian message', (_, change, expected) => {
    expect(fieldMessages(CallRequestSchema.safeParse({ ...valid, ...change }))).toEqual(expected)
  })

  it('accepts any call page address: which ones exist is for the CMS to say, and the server checks it', () => {
    for (const servizio of ['gas-e-luce', 'assicurazione-pet', 'nuovo-servizio-2027']) expect(CallRequestSchema.safeParse({ ...valid, servizio }).success, servizio).toBe(true)
    for (const servizio of ['', '-', 'Gas', 'gas--luce', '../admin', 'x'.repeat(81), 7]) expect(CallRequestSchema.safeParse({ ...valid, servizio }).success, String(servizio)).toBe(false)
  })

  it('keeps the Italian button and success notice, which asks to confirm from the email, as the defaults editors can reword', () => {
    const { texts } = uiTextCatalogue.callBooking
    expect([texts.submit.default, texts.successTitle.default, texts.successText.default]).toEqual([
      'Prenota chiamata',
      'Controlla la tua email',
      'Ti abbiamo scritto: apri il link nell’email e conferma la richiesta. Solo dopo la conferma la passiamo ai nostri consulenti, che ti ricontatteranno il prima possibile.',
    ])
  })
})
