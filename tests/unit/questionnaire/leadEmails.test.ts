import { describe, expect, it } from 'vitest'
import { answersToLabelledDetails, computeEstimate, UiTextsSchema, withDefaultParameters } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { leadClientEmail, leadClientNoPartnerChosenEmail, leadClientNoPartnerEmail } from '../../../cms/src/leads/emails/leadClient.ts'
import { leadMerchantEmail } from '../../../cms/src/leads/emails/leadMerchant.ts'
import { leadUnassignedAdminEmail } from '../../../cms/src/leads/emails/leadUnassigned.ts'
import { offersUrlFor } from '../../../cms/src/leads/offersUrl.ts'

const contact = {
  nome: 'Anna Neri',
  telefono: '333 765 4321',
  email: 'anna@example.com',
  messaggio: undefined,
  ragioneSociale: 'Neri Srl',
  partitaIva: '01234567890',
  privacy: true as const,
  marketing: false,
  partners: false,
  partnerChannels: [],
  partnerIds: [],
}
const details = answersToLabelledDetails(questionnaireFixtures.fotovoltaico, {
  userType: 'Azienda con Partita IVA',
  propertyType: 'Villetta',
  roofOwnership: 'Sì',
  propertySize: '4 stanze',
  knowsConsumption: 'Sì, lo conosco',
  energyConsumption: 3200,
  location: '50123 - Firenze',
})
const estimate = computeEstimate({ service: 'fotovoltaico', model: 'fotovoltaico', answers: { propertySize: '4 stanze', energyConsumption: 3200 }, parameters: withDefaultParameters({}), cap: '50123' })
const { estimate: estimateTexts } = UiTextsSchema.parse({})
const serviceTexts = { clientParagraph: null }
const responseTime = null

describe('lead e-mails', () => {
  it('confirm the request to the client with the answers as read and the link to its tracker', () => {
    const mail = leadClientEmail({ contact, service: 'fotovoltaico', serviceLabel: 'Fotovoltaico', cap: '50123', details, estimate, estimateTexts, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts, responseTime })
    expect(mail.subject).toBe('Abbiamo ricevuto la tua richiesta per Fotovoltaico')
    expect(mail.cta).toEqual({ label: 'Segui la tua richiesta', url: 'https://example.com/richiesta/abc' })
    expect(mail.details).toContainEqual({ label: 'Quanta energia consumi in un anno?', value: '3.200 kWh/anno' })
    expect(mail.details).toContainEqual({ label: 'Potenza consigliata (stima indicativa)', value: '2,5 kWp' })
    expect(mail.paragraphs.join(' ')).toContain('La tua stima: Tutte le cifre sono indicative')
  })

  it('word the estimate as the editors worded it on the site', () => {
    const reworded = { ...estimateTexts, title: 'Il tuo preventivo', disclaimer: 'Cifre orientative.', chartNote: '(orientativo)' }
    const mail = leadClientEmail({ contact, service: 'fotovoltaico', serviceLabel: 'Fotovoltaico', cap: '50123', details, estimate, estimateTexts: reworded, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts, responseTime })
    expect(mail.paragraphs).toContain('Il tuo preventivo: Cifre orientative.')
    expect(mail.details).toContainEqual({ label: 'Potenza consigliata (orientativo)', value: '2,5 kWp' })
  })

  it('promise no call when no partner serves the CAP, and say we look for one', () => {
    const mail = leadClientNoPartnerEmail({ contact, service: 'luce-gas', serviceLabel: 'Luce & Gas', cap: '39100', details, estimate, estimateTexts, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts, responseTime })
    const text = mail.paragraphs.join(' ')
    expect(text).toContain('nessun partner verificato copre il CAP 39100')
    expect(text).toContain('ti scriviamo appena un partner prende in carico')
    expect(text).not.toMatch(/ti contatteranno|entro 24 ore/)
    expect(mail.cta?.url).toBe('https://example.com/richiesta/abc')
  })

  it('promise no call when the client chose none of the partners named', () => {
    const mail = leadClientNoPartnerChosenEmail({ contact, service: 'luce-gas', serviceLabel: 'Luce & Gas', cap: '59100', details, estimate, estimateTexts, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts, responseTime })
    expect(mail.paragraphs[0]).toContain('Non hai scelto nessun partner: i tuoi dati non sono stati inviati a nessuno e nessuno ti chiamerà.')
    expect(mail.paragraphs.join(' ')).not.toMatch(/ti contatteranno|entro 24 ore/)
    expect(mail.cta?.url).toBe('https://example.com/richiesta/abc')
  })

  it('tell the admins about a lead nobody serves, whose it is and where', () => {
    const mail = leadUnassignedAdminEmail({ nome: 'Anna Neri', email: 'anna@example.com', serviceLabel: 'Luce & Gas', cap: '39100', citta: 'Bolzano', details })
    expect(mail.subject).toBe('Richiesta senza partner: Luce & Gas - CAP 39100')
    expect(mail.details!.slice(0, 4)).toEqual([
      { label: 'Cliente', value: 'Anna Neri' },
      { label: 'Email', value: 'anna@example.com' },
      { label: 'Servizio', value: 'Luce & Gas' },
      { label: 'Zona', value: '39100 - Bolzano' },
    ])
  })

  it('add the service’s own paragraphs, when its editor wrote them, to the client’s confirmation and the merchant’s notice', () => {
    const clientParagraph = 'Tieni a portata di mano l’ultima bolletta del gas: il tecnico te la chiederà.'
    const mail = leadClientEmail({ contact, service: 'pompe-di-calore', serviceLabel: 'Pompe di calore', cap: '50123', details, estimate, estimateTexts, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts: { clientParagraph }, responseTime })
    expect(mail.paragraphs.slice(1, 3)).toEqual(['I professionisti che hai scelto ti contatteranno con offerte personalizzate.', clientParagraph])
    expect(leadClientNoPartnerEmail({ contact, service: 'pompe-di-calore', serviceLabel: 'Pompe di calore', cap: '39100', details, estimate, estimateTexts, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts: { clientParagraph }, responseTime }).paragraphs).toContain(clientParagraph)
    const merchantParagraph = 'Chiedi al cliente la superficie da riscaldare.'
    const notice = leadMerchantEmail({ contact, share: 'phone', serviceLabel: 'Pompe di calore', cap: '50123', citta: 'Firenze', details, estimate, estimateTexts, areaUrl: 'https://example.com/area-merchant', serviceParagraph: merchantParagraph })
    expect(notice.paragraphs).toEqual(['Un cliente della tua zona ha chiesto offerte per un servizio che offri e ha scelto di essere contattato da te. Contattalo al più presto.', merchantParagraph])
  })

  it('give the merchant the client’s contact data, company and area before the answers', () => {
    const mail = leadMerchantEmail({ contact, share: 'phone', serviceLabel: 'Fotovoltaico', cap: '50123', citta: 'Firenze', details, estimate, estimateTexts, areaUrl: 'https://example.com/area-merchant', serviceParagraph: null })
    expect(mail.cta).toEqual({ label: 'Apri la tua area merchant', url: 'https://example.com/area-merchant' })
    expect(mail.subject).toBe('Nuova richiesta Fotovoltaico - CAP 50123')
    expect(mail.details!.slice(0, 6)).toEqual([
      { label: 'Nome', value: 'Anna Neri' },
      { label: 'Telefono', value: '333 765 4321' },
      { label: 'Email', value: 'anna@example.com' },
      { label: 'Ragione sociale', value: 'Neri Srl' },
      { label: 'Partita IVA', value: '01234567890' },
      { label: 'Zona', value: '50123 - Firenze' },
    ])
  })

  it('mask the phone number for the merchant, in its row and in the message, when the client’s consent to it names no phone channel', () => {
    const mail = leadMerchantEmail({ contact: { ...contact, messaggio: 'Chiamatemi al 333 765 4321' }, share: 'email', serviceLabel: 'Fotovoltaico', cap: '50123', citta: 'Firenze', details, estimate, estimateTexts, areaUrl: 'https://example.com/area-merchant', serviceParagraph: null })
    expect(mail.details).toContainEqual({
      label: 'Telefono',
      value: '333 ••• ••21 (Numero visibile solo con il consenso del cliente al contatto da parte dei partner)',
    })
    expect(mail.details).toContainEqual({ label: 'Messaggio', value: 'Chiamatemi al 333 ••• ••21' })
    expect(JSON.stringify(mail)).not.toContain('765')
  })
})

describe('offers URL', () => {
  it('sends Light & Gas to /offerte-merchant and the other services to /offerte-cap', () => {
    expect(offersUrlFor('luce-gas', 'tok_en-1')).toBe('/offerte-merchant?ref=tok_en-1')
    expect(offersUrlFor('depuratori', 'tok_en-1')).toBe('/offerte-cap?ref=tok_en-1')
  })
  it('give a partner the client did not choose no name, e-mail, phone, company or message, and no «Contattalo»', () => {
    const mail = leadMerchantEmail({ contact: { ...contact, messaggio: 'Sono Anna, chiamatemi al 333 765 4321' }, share: 'none', serviceLabel: 'Fotovoltaico', cap: '50123', citta: 'Firenze', details, estimate, estimateTexts, areaUrl: 'https://example.com/area-merchant', serviceParagraph: null })
    const text = JSON.stringify(mail)
    for (const personal of ['Anna', 'anna@example.com', '765', '4321', 'Neri Srl', '01234567890']) expect(text).not.toContain(personal)
    expect(text).not.toContain('Contattalo')
    expect(mail.paragraphs[0]).toContain('non ha scelto di condividere con te i suoi contatti')
    expect(mail.details![0]).toEqual({ label: 'Zona', value: '50123 - Firenze' })
    expect(mail.details).toContainEqual({ label: 'Quanta energia consumi in un anno?', value: '3.200 kWh/anno' })
  })
})
