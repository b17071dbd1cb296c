import { describe, expect, it } from 'vitest'
import {
  BookingProposalSchema,
  callbackAgendaMessages,
  callbackSlots,
  openBookingStates,
  returnWindowOpen,
  romeWeek,
  telemarketingMessages,
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
  LeadNoteFormSchema,
  LeadNoteInputSchema,
  merchantListParams,
  MERCHANT_LIST_PAGE_SIZE,
  responseHours,
  type LeadState,
} from '#content-schema'

describe('the lead workflow', () => {
  const allowed: [LeadState, LeadState][] = [
    ['nuovo', 'contattato'],
    ['nuovo', 'non_risponde'],
    ['nuovo', 'perso'],
    ['contattato', 'non_risponde'],
    ['non_risponde', 'contattato'],
    ['non_risponde', 'appuntamento'],
    ['non_risponde', 'perso'],
    ['appuntamento', 'non_risponde'],
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
  it('allows exactly the forward moves, a no-show and back, staying put, and nothing out of Vinto or Perso', () => {
    for (const from of leadStates) {
      for (const to of leadStates) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to)
        expect(canMoveLead(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('validates the body: known state, message trimmed; notes are no longer part of it', () => {
    expect(LeadStatusInputSchema.safeParse({ stato: 'contattato', messaggioCliente: '  ciao  ' }).data).toEqual({ stato: 'contattato', messaggioCliente: 'ciao' })
    expect(LeadStatusInputSchema.safeParse({ stato: 'contattato', note: 'vecchio campo' }).data).toEqual({ stato: 'contattato' })
    expect(LeadStatusInputSchema.safeParse({ stato: 'chiuso' }).success).toBe(false)
  })

  it('validates a note of the history: words required, at most 4000 characters, trimmed', () => {
    expect(LeadNoteInputSchema.safeParse({ clientRequest: 7, testo: '  Richiamare  ' }).data).toEqual({ clientRequest: 7, testo: 'Richiamare' })
    expect(LeadNoteFormSchema.safeParse({ testo: '   ' }).error?.issues[0]?.message).toBe('Scrivi la nota.')
    expect(LeadNoteFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Scrivi la nota.')
    expect(LeadNoteFormSchema.safeParse({ testo: 'x'.repeat(4001) }).error?.issues[0]?.message).toBe('La nota non può superare 4000 caratteri.')
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

  it('keeps a no-show one state on both sides, and reaches a won lead from it through «Contattato»', () => {
    expect(leadStateOfBooking.non_risponde).toBe('non_risponde')
    expect(bookingStateOfLead.non_risponde).toBe('non_risponde')
    expect(bookingStepsTo('in_attesa', 'non_risponde')).toEqual(['non_risponde'])
    expect(bookingStepsTo('non_risponde', 'convertito')).toEqual(['contattato', 'convertito'])
    expect(bookingStepsTo('non_risponde', 'non_interessato')).toEqual(['non_interessato'])
    expect(bookingStepsTo('convertito', 'non_risponde')).toEqual([])
  })
})

describe('the callbacks agenda and proposals', () => {
  const dayOf = (date: Date) => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'long', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)

  it('shows the Italian week from Monday at midnight, whatever the time of day, and moves a week at a time', () => {
    // Thursday 26 November 2026, 23:30 in Rome (22:30 UTC).
    const week = romeWeek(new Date('2026-11-26T22:30:00Z'))
    expect(week).toHaveLength(7)
    expect(dayOf(week[0]!.start)).toBe('lunedì 23/11, 00:00')
    expect(dayOf(week[6]!.start)).toBe('domenica 29/11, 00:00')
    expect(week[6]!.end.toISOString()).toBe(romeWeek(new Date('2026-11-26T22:30:00Z'), 1)[0]!.start.toISOString())
    expect(dayOf(romeWeek(new Date('2026-11-26T22:30:00Z'), -1)[0]!.start)).toBe('lunedì 16/11, 00:00')
    // The week of the clock change has a 25-hour Sunday.
    const october = romeWeek(new Date('2026-10-21T10:00:00Z'))
    expect(october[6]!.end.getTime() - october[6]!.start.getTime()).toBe(25 * 3600_000)
    expect(callbackAgendaMessages.week(week)).toBe('Settimana dal 23 novembre 2026 al 29 novembre 2026')
  })

  it('proposes only a slot the consumer could choose', () => {
    const slot = callbackSlots(new Date(), 7)[0]!
    expect(BookingProposalSchema.safeParse({ propostaRichiamata: slot.value }).success).toBe(true)
    expect(BookingProposalSchema.safeParse({}).success).toBe(false)
    expect(BookingProposalSchema.safeParse({ propostaRichiamata: '2020-03-02T09:00:00.000Z' }).error?.issues[0]?.message).toBe(telemarketingMessages.slotPast)
    expect(openBookingStates).toEqual(['in_attesa', 'contattato', 'non_risponde'])
  })
})


describe('the return window', () => {
  it('counts from when the partner received the lead (handed out, else confirmed, else created), the last day included', () => {
    const day = 86_400_000
    const now = Date.parse('2026-11-26T12:00:00Z')
    const created = '2026-11-10T12:00:00.000Z'
    expect(returnWindowOpen({ createdAt: created }, 7, now)).toBe(false)
    expect(returnWindowOpen({ createdAt: created, verificataIl: new Date(now - 7 * day).toISOString() }, 7, now)).toBe(true)
    expect(returnWindowOpen({ createdAt: created, verificataIl: new Date(now - 7 * day - 1).toISOString() }, 7, now)).toBe(false)
    expect(returnWindowOpen({ createdAt: created, verificataIl: created, partnerTrovatoIl: new Date(now - day).toISOString() }, 7, now)).toBe(true)
  })
})
