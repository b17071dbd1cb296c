import { describe, expect, it } from 'vitest'
import {
  bookingListSpec,
  bookingStateOfLead,
  bookingStates,
  bookingStepsTo,
  initialLeadListQuery,
  leadStateOfBooking,
  merchantLeadsParams,
  MerchantLeadsQuerySchema,
  canMoveLead,
  leadListSpec,
  leadStates,
  LeadStatusInputSchema,
  merchantListParams,
  MERCHANT_LIST_PAGE_SIZE,
  responseHours,
  type LeadState,
} from '#content-schema'

describe('the lead workflow', () => {
  const allowed: [LeadState, LeadState][] = [
    ['nuovo', 'contattato'],
    ['nuovo', 'perso'],
    ['contattato', 'appuntamento'],
    ['contattato', 'preventivo_inviato'],
    ['contattato', 'vinto'],
    ['contattato', 'perso'],
    ['appuntamento', 'preventivo_inviato'],
    ['appuntamento', 'vinto'],
    ['appuntamento', 'perso'],
    ['preventivo_inviato', 'vinto'],
    ['preventivo_inviato', 'perso'],
  ]
  it('allows exactly the forward moves, staying put, and nothing out of Vinto or Perso', () => {
    for (const from of leadStates) {
      for (const to of leadStates) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to)
        expect(canMoveLead(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('validates the body: known state, note at most 4000 characters, trimmed', () => {
    expect(LeadStatusInputSchema.safeParse({ stato: 'contattato', note: '  ciao  ' }).data).toEqual({ stato: 'contattato', note: 'ciao' })
    expect(LeadStatusInputSchema.safeParse({ stato: 'chiuso' }).success).toBe(false)
    expect(LeadStatusInputSchema.safeParse({ stato: 'nuovo', note: 'x'.repeat(4001) }).error?.issues[0]?.message).toBe('La nota non può superare 4000 caratteri.')
  })

  it('tells the response time in whole hours, rounded up, at least one', () => {
    expect(responseHours(0)).toBe(1)
    expect(responseHours(20 * 60)).toBe(1)
    expect(responseHours(3600)).toBe(1)
    expect(responseHours(3601)).toBe(2)
    expect(responseHours(2.5 * 3600)).toBe(3)
  })
})

describe('merchant list queries', () => {
  it('ask Payload for one page of the newest by default', () => {
    const params = new URLSearchParams(merchantListParams(leadListSpec, { state: '', search: '', filter: '', sort: 'newest', page: 1 }))
    expect(Object.fromEntries(params)).toEqual({ sort: '-createdAt', limit: String(MERCHANT_LIST_PAGE_SIZE), page: '1', depth: '0' })
  })

  it('search every searchable field, filter on one, sort by name', () => {
    const params = new URLSearchParams(merchantListParams(bookingListSpec, { state: '', search: ' rossi ', filter: 'contattato', sort: 'name', page: 3 }))
    expect(Object.fromEntries(params)).toEqual({
      'where[and][0][or][0][nomeCliente][like]': 'rossi',
      'where[and][0][or][1][emailCliente][like]': 'rossi',
      'where[and][0][or][2][capCliente][like]': 'rossi',
      'where[and][1][stato][equals]': 'contattato',
      sort: 'nomeCliente',
      limit: String(MERCHANT_LIST_PAGE_SIZE),
      page: '3',
      depth: '0',
    })
  })
})

describe('the leads list query (GET /api/merchant/leads)', () => {
  it('reads the area’s query string back and falls back to the whole list for bad values', () => {
    const params = merchantLeadsParams({ ...initialLeadListQuery, search: ' rossi ', state: 'contattato', page: 2 })
    expect(MerchantLeadsQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)))).toEqual({ search: 'rossi', servizio: '', stato: 'contattato', sort: 'urgent', page: 2 })
    expect(MerchantLeadsQuerySchema.parse({ stato: 'chiuso', servizio: 'X!', sort: 'random', page: '-3', search: 'a'.repeat(300) })).toEqual({ search: 'a'.repeat(100), servizio: '', stato: '', sort: 'urgent', page: 1 })
  })
})

describe('one state for a lead and its callback', () => {
  it('maps every booking state to a lead state the workflow knows, and back', () => {
    for (const state of bookingStates) expect(bookingStateOfLead[leadStateOfBooking[state]]).toBe(state)
  })

  it('brings a waiting callback to a closed lead through «Contattato», and never backwards', () => {
    expect(bookingStepsTo('in_attesa', 'contattato')).toEqual(['contattato'])
    expect(bookingStepsTo('in_attesa', 'non_interessato')).toEqual(['contattato', 'non_interessato'])
    expect(bookingStepsTo('contattato', 'convertito')).toEqual(['convertito'])
    expect(bookingStepsTo('convertito', 'contattato')).toEqual([])
    expect(bookingStepsTo('contattato', 'contattato')).toEqual([])
  })
})

