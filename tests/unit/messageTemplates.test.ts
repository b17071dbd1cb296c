import { describe, expect, it } from 'vitest'
import { renderEmail } from '../../cms/src/email/layout.ts'
import { templateContent } from '../../cms/src/email/messageTemplates.ts'
import { stuckQueueEmail } from '../../cms/src/email/outbox/alert.ts'
import { publicUrl } from '../../platform/env.ts'
import {
  composeEmailWords,
  composeSms,
  longestSms,
  messageKindCatalogue,
  messageTemplateProblems,
  richText,
  richTextParagraphs,
  smsLength,
  type EmailWords,
  type MessageValues,
} from '#content-schema'

const host = 'casaconfronta.it'
const brand = { brandName: 'CasaConfronta', companyName: 'CasaConfronta S.r.l.', address: 'Via Roma 1, Firenze', vatNumber: '01234567890', email: 'info@example.it', phone: '055 000000' }
/** The body's paragraphs as the text part has them, links' addresses as written. */
const paragraphs = (words: EmailWords, values: MessageValues) => richTextParagraphs(composeEmailWords(words, values).body, (url) => (typeof url === 'string' ? url : null))
const leadClientPlaceholders = '{nome}, {servizio}, {cap}, {tempoDiRisposta}, {paragrafoServizio}, {stima}, {link}'

describe('SMS templates', () => {
  it('count the GSM alphabet one character each, its extension two, and any other character as UCS-2', () => {
    expect(smsLength('Scade tra 15 minuti: è così')).toEqual({ encoding: 'gsm7', length: 27 })
    expect(smsLength('Costa 5 €')).toEqual({ encoding: 'gsm7', length: 10 })
    expect(smsLength('Non darlo a nessuno’')).toEqual({ encoding: 'ucs2', length: 20 })
  })

  it('write the code, its minutes and the line that lets the phone offer the code', () => {
    expect(composeSms(messageKindCatalogue['verification-sms'].default, { codice: '123456', minuti: '15' }, host)).toBe(
      'CasaConfronta: il codice per confermare la tua richiesta è 123456. Scade tra 15 minuti. Non darlo a nessuno.\n\n@casaconfronta.it #123456',
    )
  })

  it('publish today’s words, which fit one SMS with the placeholders at their longest', () => {
    expect(messageTemplateProblems('verification-sms', messageKindCatalogue['verification-sms'].default, host.length)).toEqual([])
    expect(longestSms('verification-sms', messageKindCatalogue['verification-sms'].default, host.length).length).toBeLessThanOrEqual(160)
  })

  it('refuse a text over 160 GSM characters, or over 70 with a character outside the alphabet, giving the count', () => {
    const long = `Il tuo codice è {codice}. ${'Parole in più. '.repeat(10)}`
    const [tooLong] = messageTemplateProblems('verification-sms', { text: long }, host.length)
    const length = longestSms('verification-sms', { text: long }, host.length).length
    expect(length).toBeGreaterThan(160)
    expect(tooLong).toEqual({ field: 'text', message: expect.stringContaining(`L’SMS è lungo ${length} caratteri`) })
    expect(tooLong?.message).toContain('il massimo è 160')
    const curly = 'Il tuo codice è {codice}, valido {minuti} minuti: non darlo a nessuno, è solo tuo’'
    const [ucs2] = messageTemplateProblems('verification-sms', { text: curly }, host.length)
    expect(ucs2?.message).toMatch(/L’SMS è lungo \d+ caratteri .* il massimo è 70, perché contiene caratteri fuori dall’alfabeto GSM/)
  })

  it('refuse a text without the code, or with a placeholder it does not know', () => {
    expect(messageTemplateProblems('verification-sms', { text: 'Ciao {nome}' }, host.length).map((problem) => problem.message)).toEqual([
      'Testo dell’SMS: segnaposto sconosciuto {nome}. Puoi usare {codice}, {minuti}.',
      'Testo dell’SMS: deve contenere {codice}.',
    ])
  })
})

describe('e-mail templates', () => {
  it('refuse an unknown placeholder and a missing part, naming the field', () => {
    const words = { ...messageKindCatalogue['lead-client'].default, subject: 'Ciao {nome}, grazie per {prodotto}', cta: '' }
    expect(messageTemplateProblems('lead-client', words, host.length)).toEqual([
      { field: 'subject', message: `Oggetto: segnaposto sconosciuto {prodotto}. Puoi usare ${leadClientPlaceholders}.` },
      { field: 'cta', message: 'Pulsante: campo obbligatorio.' },
    ])
  })

  it('fill the placeholders and drop a paragraph left empty', () => {
    const words = { subject: 'Per {servizio}', heading: 'Ciao {nome}', body: richText('Primo.', '{paragrafoServizio}', '  ', 'Ultimo per {nome}.'), cta: 'Apri' }
    const values = { nome: 'Anna', servizio: 'Fotovoltaico', paragrafoServizio: null }
    expect(composeEmailWords(words, values)).toMatchObject({ subject: 'Per Fotovoltaico', preheader: '', heading: 'Ciao Anna', cta: 'Apri' })
    expect(paragraphs(words, values)).toEqual(['Primo.', 'Ultimo per Anna.'])
  })

  it('check a preheader’s placeholders like the other fields, and publish without one', () => {
    const words = messageKindCatalogue['lead-client'].default
    expect(messageTemplateProblems('lead-client', { ...words, preheader: '' }, host.length)).toEqual([])
    expect(messageTemplateProblems('lead-client', { ...words, preheader: '{nome}, la richiesta per {servizio} è arrivata' }, host.length)).toEqual([])
    expect(messageTemplateProblems('lead-client', { ...words, preheader: 'Ciao {cliente}' }, host.length)).toEqual([
      {
        field: 'preheader',
        message: `Anteprima nel client di posta: segnaposto sconosciuto {cliente}. Puoi usare ${leadClientPlaceholders}.`,
      },
    ])
  })

  it('render the preheader as the hidden first line of the HTML, escaped, and none when it is empty', () => {
    const written = templateContent({ subject: 'Per {servizio}', preheader: '{nome}, <ecco> la tua richiesta', heading: 'Ciao', body: richText('Testo.'), cta: '' }, { nome: 'Anna', servizio: 'Fotovoltaico' }, {})
    expect(written.preheader).toBe('Anna, <ecco> la tua richiesta')
    const email = renderEmail(brand, written)
    const body = email.html.slice(email.html.indexOf('<body'))
    const hidden = body.match(/^<body[^>]*>\n<div style="([^"]*)">([^<]*)<\/div>/)
    expect(hidden?.[1]).toContain('display:none')
    expect(hidden?.[2]).toBe('Anna, &#60;ecco&#62; la tua richiesta')
    expect(email.text).not.toContain('ecco')
    expect(renderEmail(brand, { subject: 'x', preheader: '  ', heading: 'Ciao', paragraphs: ['Testo.'] }).html).not.toContain('display:none')
    expect(renderEmail(brand, { subject: 'x', heading: 'Ciao', paragraphs: ['Testo.'] }).html).not.toContain('display:none')
  })

  it('leave out a paragraph naming an absent value, and write an empty one as nothing with the space before it', () => {
    const refused = messageKindCatalogue['lead-return-refused'].default
    expect(paragraphs(refused, { servizio: 'Fotovoltaico', cap: '59100', motivazione: null })).toEqual([
      'Abbiamo respinto il reso per la richiesta di Fotovoltaico (CAP 59100) che hai restituito: resta tra le tue richieste.',
    ])
    expect(paragraphs(refused, { servizio: 'Fotovoltaico', cap: '59100', motivazione: 'Il cliente è stato contattato.' })[1]).toBe('Motivazione: Il cliente è stato contattato.')
    expect(paragraphs(messageKindCatalogue['review-invitation'].default, { nome: '', servizio: 'Fotovoltaico', partner: 'Solare Srl' })[0]).toBe('Ciao,')
  })

  it('render the rich body as safe e-mail HTML and as plain text: text escaped, links only through the link rule, {link} the button’s page', () => {
    const origin = new URL(publicUrl()).origin
    const body = {
      root: {
        type: 'root' as const,
        children: [
          paragraph(text('Ciao '), text('{nome}', 1), text(', ecco la '), link('{link}', text('tua richiesta', 2)), text('.')),
          paragraph(link('javascript:alert(1)', text('un trucco')), text(' e '), link('https://evil.example/x', text('un altro sito')), text(' e '), link('/trasparenza', text('come scegliamo'))),
          { type: 'list', listType: 'bullet', tag: 'ul', children: [item(text('Servizio: {servizio}')), item(text('Motivazione: {motivazione}'))] },
        ],
      },
    }
    const written = templateContent({ subject: 'x', heading: 'y', body, cta: 'Apri' }, { nome: '<b>Anna</b>', servizio: 'Fotovoltaico', motivazione: null }, { ctaUrl: `${origin}/richiesta/abc` })
    expect(written.bodyHtml).toContain('<strong>&lt;b&gt;Anna&lt;/b&gt;</strong>')
    expect(written.bodyHtml).toContain(`<a style="color:#047857;text-decoration:underline" href="${origin}/richiesta/abc"><em>tua richiesta</em></a>`)
    expect(written.bodyHtml).toContain(`href="${origin}/trasparenza"`)
    expect(written.bodyHtml).not.toMatch(/javascript:|evil\.example/)
    expect(written.bodyHtml).toContain('<span>un trucco</span>')
    expect(written.bodyHtml).toContain('<li>Servizio: Fotovoltaico</li>')
    expect(written.bodyHtml).not.toContain('Motivazione')
    expect(written.paragraphs).toEqual([
      `Ciao <b>Anna</b>, ecco la tua richiesta (${origin}/richiesta/abc).`,
      `un trucco e un altro sito e come scegliamo (${origin}/trasparenza)`,
      '- Servizio: Fotovoltaico',
    ])
    const email = renderEmail(brand, written)
    expect(email.html).toContain(written.bodyHtml)
    expect(email.text).toContain(`Ciao <b>Anna</b>, ecco la tua richiesta (${origin}/richiesta/abc).`)
  })

  it('refuse an unknown placeholder in a link’s address, also as the editor stores it escaped', () => {
    const words = messageKindCatalogue['lead-client'].default
    const withLink = (url: string) => ({ ...words, body: { root: { type: 'root' as const, children: [paragraph(text('Apri '), link(url, text('la pagina')))] } } })
    expect(messageTemplateProblems('lead-client', withLink('{link}'), host.length)).toEqual([])
    expect(messageTemplateProblems('lead-client', withLink('%7Blink%7D'), host.length)).toEqual([])
    expect(messageTemplateProblems('lead-client', withLink('%7Bindirizzo%7D'), host.length)).toEqual([
      { field: 'body', message: `Testo: segnaposto sconosciuto {indirizzo}. Puoi usare ${leadClientPlaceholders}.` },
    ])
    expect(messageTemplateProblems('lead-client', { ...words, body: richText() }, host.length)).toEqual([{ field: 'body', message: 'Testo: campo obbligatorio.' }])
  })

  it('word the outbox alert as before: one paragraph for one e-mail, another for several, none for none', () => {
    const alert = stuckQueueEmail({ stuck: 1, failed: 3, oldestMinutes: 42, lastError: null, lastAlertAt: null })
    expect(alert.paragraphs.slice(0, 2)).toEqual([
      '1 email aspetta di essere inviate da più di 15 minuti (la più vecchia da 42 minuti).',
      '3 email non sono state inviate dopo 24 ore di tentativi.',
    ])
    expect(stuckQueueEmail({ stuck: 0, failed: 1, oldestMinutes: 0, lastError: null, lastAlertAt: null }).paragraphs[0]).toBe('1 email non è stata inviata dopo 24 ore di tentativi.')
  })
})

function text(value: string, format = 0) {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}
function paragraph(...children: object[]) {
  return { type: 'paragraph', children, format: '', indent: 0, version: 1, direction: 'ltr' }
}
function item(...children: object[]) {
  return { type: 'listitem', value: 1, children, format: '', indent: 0, version: 1, direction: 'ltr' }
}
function link(url: string, ...children: object[]) {
  return { type: 'link', id: 'a1', version: 3, fields: { linkType: 'custom', url, newTab: false }, children, format: '', indent: 0, direction: 'ltr' }
}
