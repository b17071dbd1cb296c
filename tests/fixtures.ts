import { z } from 'zod'
import { QuestionnaireStepSchema, type QuestionnaireStep } from '#content-schema'
import { demoAccounts } from '../cms/src/seed/demoAccounts.ts'

/** The seeded demo login whose label starts with `label` ('Admin', 'Editor', 'Merchant (Prato)' …; cms/src/seed/demoAccounts.ts). */
export function demoAccount(label: string): (typeof demoAccounts)[number] {
  const account = demoAccounts.find((candidate) => candidate.label.startsWith(label))
  if (!account) throw new Error(`no demo account ${label}`)
  return account
}

/**
 * A merchant's profile as the merchant area sends it, for the tests that create one of their own: a valid VAT
 * number, one service area; `overrides` sets what the test is about (CAPs, services, state).
 */
export function merchantProfile(place: { nomeAzienda: string; cap: string; citta: string; email: string }, overrides: Record<string, unknown> = {}) {
  return {
    nomeCognome: 'Mario Rossi',
    nomeAzienda: place.nomeAzienda,
    ragioneSociale: `${place.nomeAzienda} S.r.l.`,
    partitaIva: '00743110157',
    sede: `Via Roma 1, ${place.citta}`,
    settoreAttivita: 'Energia',
    cap: place.cap,
    citta: place.citta,
    zonaGeografica: place.citta,
    servizi: ['luce-gas'],
    capCoperti: [{ cap: place.cap }],
    telefono: '0574 000000',
    email: place.email,
    ...overrides,
  }
}

/** A Light & Gas questionnaire answered as a household in Prato would: every step of the published definition. */
export const luceGasAnswers = {
  serviceNeeded: 'Luce + Gas',
  userType: 'Privato',
  hasElectricitySupply: 'Sì',
  currentElectricityProvider: 'Enel Energia',
  electricityUsage: ['Frigorifero', 'Lavatrice'],
  hasGasSupply: 'No',
  gasActivationType: 'Voltura',
  residents: '3',
  houseSize: '2-3 stanze',
  solarPanel: 'No',
}

/** The two steps of "Pompe di calore", the service an editor adds in the tests of issue 23: one question, then the contacts. */
export const heatPumpSteps: QuestionnaireStep[] = z.array(QuestionnaireStepSchema).parse([
  {
    key: 'impianto',
    kind: 'single',
    question: 'Che impianto di riscaldamento hai oggi?',
    options: [
      { value: 'Caldaia a gas', title: 'Caldaia a gas' },
      { value: 'Nessuno', title: 'Nessuno' },
    ],
  },
  { key: 'contatti', kind: 'contact', question: 'A chi inviamo le offerte?' },
])

/** "Pompe di calore" as its editor publishes it in «Servizi»: the page, its home card and its call-booking tile. */
export function heatPumpService(slug: string, name: string) {
  return {
    title: name,
    slug,
    order: 90,
    description: 'Riscaldamento e raffrescamento efficienti, con gli incentivi del Conto Termico.',
    variant: 'heating',
    hero: { headline: 'Pompe di calore: confronta i professionisti', text: 'Rispondi a una domanda: i partner della tua zona ti propongono la soluzione.' },
    ctaLabel: 'Inizia',
    callBooking: { group: 'servizi-casa', slug, label: name },
    _status: 'published',
  }
}

/**
 * "Pompe di calore" asking the questions the «Caldaie e climatizzatori» estimate model reads, by that model's keys:
 * the service picks that model in the CMS and its visitors get figures.
 */
export const heatPumpEstimateSteps: QuestionnaireStep[] = z.array(QuestionnaireStepSchema).parse([
  {
    key: 'interventionType',
    kind: 'single',
    question: 'Di che intervento hai bisogno?',
    options: [
      { value: 'Nuova installazione', title: 'Nuova installazione' },
      { value: 'Sostituzione', title: 'Sostituzione' },
    ],
  },
  { key: 'productType', kind: 'multiple', question: 'Quali impianti ti interessano?', options: [{ value: 'Pompa di calore', title: 'Pompa di calore' }] },
  { key: 'contatti', kind: 'contact', question: 'A chi inviamo le offerte?' },
])
