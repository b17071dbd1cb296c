import { describe, expect, it } from 'vitest'
import { ContactRequestSchema, contactTopics, uiTextCatalogue } from '#content-schema'
import { fieldMessages } from './messages.ts'

const valid = {
  nome: 'Giulia',
  cognome: 'Bianchi',
  email: 'giulia.bianchi@example.it',
  telefono: '055 123 4567',
  cap: '59100',
  argomento: 'fotovoltaico',
  messaggio: 'Vorrei un preventivo per il tetto di casa.',
  privacy: true,
}

describe('contact request (/contatti)', () => {
  it('accepts a complete request, trimmed, with marketing off by default', () => {
    expect(ContactRequestSchema.parse({ ...valid, nome: ' Giulia ', cap: ' 59100 ' })).toEqual({ ...valid, marketing: false })
    expect(ContactRequestSchema.parse({ ...valid, marketing: true }).marketing).toBe(true)
  })

  it.each([
    ['name of one letter', { nome: 'G' }, { nome: ['Il nome deve essere di almeno 2 caratteri'] }],
    ['name missing', { nome: undefined }, { nome: ['Il nome deve essere di almeno 2 caratteri'] }],
    ['surname of one letter after trimming', { cognome: ' B ' }, { cognome: ['Il cognome deve essere di almeno 2 caratteri'] }],
    ['malformed e-mail', { email: 'giulia.example.it' }, { email: ["Inserisci un'email valida"] }],
    ['empty e-mail', { email: '' }, { email: ["Inserisci un'email valida"] }],
    ['short phone', { telefono: '055 12345' }, { telefono: ['Inserisci un numero di telefono valido'] }],
    ['CAP of four digits', { cap: '5910' }, { cap: ['Inserisci un CAP valido'] }],
    ['CAP of six digits', { cap: '591000' }, { cap: ['Il CAP deve essere di 5 cifre'] }],
    ['CAP with a letter', { cap: '59a00' }, { cap: ['Inserisci un CAP valido'] }],
    ['no subject chosen', { argomento: '' }, { argomento: ['Seleziona un argomento'] }],
    ['a subject not shaped as one', { argomento: 'Cucine!' }, { argomento: ['Seleziona un argomento'] }],
    ['message of 9 characters', { messaggio: 'Preventivo'.slice(0, 9) }, { messaggio: ['Il messaggio deve essere di almeno 10 caratteri'] }],
    ['message too long', { messaggio: 'a'.repeat(2001) }, { messaggio: ['Il testo è troppo lungo (massimo 2000 caratteri).'] }],
    ['privacy not accepted', { privacy: false }, { privacy: ['Devi accettare i termini e condizioni'] }],
  ])('refuses a %s with its Italian message', (_, change, expected) => {
    expect(fieldMessages(ContactRequestSchema.safeParse({ ...valid, ...change }))).toEqual(expected)
  })

  it('lists the nine subjects with Italian labels', () => {
    expect(contactTopics).toEqual([
      { value: 'luce-gas', label: 'Luce & Gas' },
      { value: 'internet-mobile', label: 'Internet & Mobile' },
      { value: 'fotovoltaico', label: 'Fotovoltaico' },
      { value: 'caldaie-clima', label: 'Caldaie & Clima' },
      { value: 'sistemi-allarme', label: 'Sistemi di Allarme' },
      { value: 'assicurazione-casa', label: 'Assicurazione Casa' },
      { value: 'assicurazione-auto', label: 'Assicurazione Auto' },
      { value: 'depuratori', label: 'Depuratori' },
      { value: 'altro', label: 'Altro' },
    ])
  })

  it('keeps the Italian notices as the defaults editors can reword', () => {
    const { texts } = uiTextCatalogue.contactForm
    expect([texts.submitting.default, texts.successTitle.default, texts.successText.default]).toEqual(['Invio in corso...', 'Messaggio inviato!', 'Ti contatteremo al più presto.'])
    expect([texts.errorTitle.default, texts.errorText.default]).toEqual(['Errore', 'Si è verificato un errore. Riprova più tardi.'])
  })
})
