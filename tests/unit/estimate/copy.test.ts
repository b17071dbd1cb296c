import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  answersToLabelledDetails,
  computeEstimate,
  estimateNotices,
  formatRomeDateTime,
  ownEstimateModel,
  progress,
  responseTimeSentence,
  serviceSlugs,
  UiTextsSchema,
  visibleSteps,
  withDefaultParameters,
  type Answers,
  type ServiceSlug,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { clientBookingEmail, offersCompletionEmail } from '../../../cms/src/bookings/emails/bookings.ts'
import { leadClientEmail } from '../../../cms/src/leads/emails/leadClient.ts'
import { services as seededServices } from '../../../cms/src/seed/content/services.ts'
import { EstimateView } from '../../../site/src/islands/estimate/EstimateView.tsx'
import { progressLabel, withEstimateStep } from '../../../site/src/islands/questionnaire/texts.ts'

/** The copy defects of issue #24, each checked in what the person reads: the rendered estimate, the progress line, the e-mails. */
const texts = UiTextsSchema.parse({})
const parameters = withDefaultParameters({})

/** The estimate as the page renders it, reduced to its words. */
function readEstimate(service: ServiceSlug, answers: Answers, cap: string | null = null): string {
  const html = renderToStaticMarkup(createElement(EstimateView, { texts: texts.estimate, estimate: computeEstimate({ service, model: ownEstimateModel(service), answers, parameters, cap }) }))
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const solarAnswers = { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 15_000, location: '59100 - Prato' }

describe('the estimate as the visitor reads it', () => {
  it('writes every number the Italian way, four digits included, and says the cap beside the power', () => {
    const page = readEstimate('fotovoltaico', solarAnswers, '59100')
    expect(page).toContain('Potenza consigliata 10 kWp indicativo Il massimo che proponiamo per una casa: ai tuoi consumi servirebbero 10,8 kWp')
    expect(page).toContain('Produzione annua 13.900 kWh/anno')
    expect(page).toContain('Oggi 3.730 €/anno')
    // Dates (dd/mm/yyyy, beside the sources) aside, no run of four digits.
    expect(page.replace(/\d\d\/\d\d\/\d{4}/g, '')).not.toMatch(/\d{4}/)
    const boilers = readEstimate('caldaie-clima', { userType: 'Privato', interventionType: 'Sostituzione', productType: ['Caldaia a condensazione', 'Pompa di calore'], currentSystemAge: 'Più di 10 anni' })
    expect(boilers).toContain('Costo indicativo dei prodotti scelti 8.000 – 15.500 €')
    expect(boilers).toContain('Spesa annua per il riscaldamento oggi 1.433 €/anno')
  })

  it('lists under "Come l’abbiamo calcolata" every value used with its source and date, the costs not from ENEA’s tax-deduction guide', () => {
    const page = readEstimate('fotovoltaico', { ...solarAnswers, energyConsumption: 3200 }, '59100')
    expect(page).toContain('Come l’abbiamo calcolata')
    expect(page).toContain('Produzione annua di 1 kWp in Toscana: 1.390 kWh/kWp PVGIS 5.3 (JRC, Commissione europea), SARAH3, inclinazione ottima, perdite 14 %, capoluogo di regione (01/06/2025)')
    expect(page).toContain('Luce: prezzo di oggi per kWh, imposte incluse, quote fisse a parte: 0,24 €/kWh Stima redazionale CasaConfronta dalla spesa del cliente domestico tipo ARERA')
    expect(page).toContain('Fotovoltaico: quota dei consumi che avviene mentre i pannelli producono, senza batteria: 35 % GSE')
    expect(page).toMatch(/Fotovoltaico: costo per kWp installato, senza batteria: 1\.300 €\/kWp Stima redazionale CasaConfronta [^()]+\(26\/11\/2026\)/)
    expect(page).not.toContain('detrazioni fiscali')
  })

  it('says when the reference offer costs more than today, and warns when a value used is older than its validity', () => {
    const answers = { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'Sì', electricityUsage: ['Frigorifero'], residents: '5+', houseSize: '1 stanza', solarPanel: 'No' }
    const estimate = computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers, parameters, today: '2026-11-28' })
    const html = renderToStaticMarkup(createElement(EstimateView, { texts: texts.estimate, estimate }))
    const page = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(page).not.toMatch(/Risparmio stimato/)
    expect(page).toContain('Con l’offerta di riferimento 1.100 €/anno indicativo Con i tuoi consumi l’offerta di riferimento costerebbe 10 € all’anno più di oggi')
    expect(html).toContain('data-testid="estimate-warning"')
    expect(page).toContain('Alcuni dati di questa stima hanno più di 12 mesi (il più vecchio è del 01/10/2025)')
  })

  it('shows no figure where none is honest, and says why', () => {
    const page = readEstimate('assicurazione-auto', { userType: 'Privato', insuranceType: 'Auto', vehicleModel: 'Fiat Panda', registrationYear: 'Dal 2021', meritClass: '1', insuranceNeeds: 'RC', location: '59100 - Prato' })
    expect(page).toBe(estimateNotices.assicurazioneAuto)
    expect(page).not.toMatch(/€/)
  })

  it('agrees "1 stanza, 1 garanzia"', () => {
    const page = readEstimate('assicurazione-casa', { userType: 'Privato', homeOwnership: 'In affitto', coverage: ['Incendio e scoppio'], houseSize: '1 stanza', location: '59100 - Prato' })
    expect(page).toContain('1 stanza, 1 garanzia: incendio e scoppio.')
    expect(page).not.toContain('1 garanzie')
  })
})

describe('the questionnaire’s progress line', () => {
  it('counts "La tua stima" as a step: "Passo 8 di 9" on the estimate, "Passo 9 di 9" on the form', () => {
    const definition = questionnaireFixtures.fotovoltaico
    const answers = { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3200, location: '59100 - Prato' }
    const contact = definition.steps.findIndex((step) => step.kind === 'contact')
    const status = progress(definition, answers, contact)
    expect(progressLabel(texts.questionnaire, withEstimateStep(status, false))).toBe('Passo 8 di 9')
    expect(progressLabel(texts.questionnaire, withEstimateStep(status, true))).toBe('Passo 9 di 9')
    expect(progressLabel(texts.questionnaire, withEstimateStep(progress(definition, {}, 0), false))).toBe('Passo 1 di circa 10')
  })
})

describe('the questionnaire asks a business what a business can answer', () => {
  it('Luce & Gas does not ask a business "Quante persone vivono in casa?"', () => {
    const definition = questionnaireFixtures['luce-gas']
    const questions = (answers: Answers) =>
      visibleSteps(definition, answers).flatMap((step) => [step.question, ...(step.kind === 'group' ? step.fields.map((field) => field.label) : [])])
    const basics = { serviceNeeded: 'Solo Luce', hasElectricitySupply: 'Sì' }
    expect(questions({ ...basics, userType: 'Azienda / P.IVA' })).not.toContain('Quante persone vivono in casa?')
    expect(questions({ ...basics, userType: 'Azienda / P.IVA' })).not.toContain('Parlaci della tua casa')
    expect(questions({ ...basics, userType: 'Privato' })).toContain('Quante persone vivono in casa?')
  })
})

describe('the confirmation e-mail and the service pages promise no delay nobody measured', () => {
  const contact = { nome: 'Anna Neri', telefono: '333 765 4321', email: 'anna@example.com', messaggio: undefined, ragioneSociale: undefined, partitaIva: undefined, privacy: true as const, marketing: false, partners: false, partnerChannels: [], partnerIds: [] }
  const seeded = (service: string) => seededServices.find((candidate) => candidate.slug === service)!
  const serviceTexts = () => ({ clientParagraph: null })
  const measured = { medianResponseHours: 5, measuredPartners: 3, computedAt: '2026-11-28T09:30:00.000Z' }

  it.each(serviceSlugs)('%s', (service) => {
    const estimate = computeEstimate({ service, model: ownEstimateModel(service), answers: {}, parameters })
    const input = { contact, service, serviceLabel: service, cap: '59100', details: [], estimate, estimateTexts: texts.estimate, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts: serviceTexts() }
    // The partners' measured median, with what it is measured on, when, and where to read more.
    const words = leadClientEmail({ ...input, responseTime: responseTimeSentence(measured, 'https://example.com/trasparenza') }).paragraphs.join(' ')
    expect(words).toContain(
      'Il tempo di risposta mediano dei nostri partner è di 5 ore: la mediana dei tempi di 3 partner con almeno 5 richieste a cui hanno risposto, calcolata dai dati del sito il 28/11/2026 alle 10:30 (https://example.com/trasparenza).',
    )
    // Nothing measured yet: no time at all, rather than one nobody measured.
    const unmeasured = responseTimeSentence({ ...measured, medianResponseHours: null, measuredPartners: 0 }, 'https://example.com/trasparenza')
    expect(unmeasured).toBeNull()
    expect(leadClientEmail({ ...input, responseTime: unmeasured }).paragraphs.join(' ')).not.toMatch(/\d+ ore|2-3 giorni/)
    // The service's page as seeded says no delay either.
    expect(JSON.stringify(seeded(service).hero) + (seeded(service).seo?.description ?? '')).not.toMatch(/24 ore|2-3 giorni/)
  })

  it('an e-mail about an estimate without figures says why instead', () => {
    const estimate = computeEstimate({ service: 'assicurazione-auto', model: 'assicurazione-auto', answers: { insuranceType: 'Auto' }, parameters })
    const mail = leadClientEmail({ contact, service: 'assicurazione-auto', serviceLabel: 'Assicurazione Auto', cap: '59100', details: [], estimate, estimateTexts: texts.estimate, trackerUrl: 'https://example.com/richiesta/abc', serviceTexts: serviceTexts(), responseTime: null })
    expect(mail.paragraphs).toContain(`La tua stima: ${estimateNotices.assicurazioneAuto}`)
    expect(mail.details).toEqual([{ label: 'Nessuna cifra', value: estimateNotices.assicurazioneAuto }])
  })

  it('writes the consumption answered the Italian way, as the estimate beside it', () => {
    const details = answersToLabelledDetails(questionnaireFixtures.fotovoltaico, solarAnswers)
    expect(details.find((detail) => detail.key === 'energyConsumption')?.value).toBe('15.000 kWh/anno')
  })
})

describe('a callback booked for a day and hour', () => {
  it('is confirmed for that day and hour, and no e-mail then promises "al più presto" or "a breve"', () => {
    const slot = new Date('2026-12-03T15:00:00Z')
    const merchant = { email: 'info@energiatoscana.it', nomeAzienda: 'Energia Toscana S.r.l.', nomeCognome: 'Marco Bellandi', telefono: '+39 0574 000000' }
    const client = { nome: 'Marta Innocenti', telefono: '+39 348 765 4321', email: 'marta@example.com', cap: '59100', servizio: 'fotovoltaico' as const, dettagli: [] }
    const confirmation = clientBookingEmail(merchant, client, slot, null)
    const completion = offersCompletionEmail({ email: client.email, nome: client.nome, servizio: client.servizio, cap: client.cap }, null)
    expect(confirmation.paragraphs[0]).toContain(`ti richiamerà il giorno ${formatRomeDateTime(slot)} (ora italiana)`)
    for (const mail of [confirmation, completion]) expect(mail.paragraphs.join(' ')).not.toMatch(/al più presto|a breve/)
  })
})
