import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  AbandonedReportSchema,
  adminListPageOf,
  BookingDocSchema,
  BookingRowSchema,
  bookingListSpec,
  ClientRequestRowSchema,
  ContactRequestRowSchema,
  initialMerchantListQuery,
  LeadDetailsSchema,
  LeadDocSchema,
  leadListSpec,
  LeadStatusDocSchema,
  merchantListParams,
  MerchantDocSchema,
  MerchantRowSchema,
  payloadListOf,
  savedDocOf,
  SessionSchema,
  TeamMemberDocSchema,
} from '#content-schema'
import { loginAs, rest } from '../support/helpers.ts'

/**
 * The merchant and admin areas parse every answer with the records of content-schema/src/merchants/areaRecords.ts: each is
 * checked here against what the server sends for the demo data, through the same requests the areas make.
 */
async function parsed<T extends z.ZodType>(schema: T, path: string, token: string): Promise<z.infer<T>> {
  const result = await rest('GET', path, { token })
  expect(result.status).toBe(200)
  expect(schema.safeParse(result.body).error?.issues ?? []).toEqual([])
  return schema.parse(result.body)
}

describe('the records the areas parse', () => {
  it("match the merchant area's answers: profile, leads, bookings, team, lead statuses", async () => {
    const token = await loginAs('Merchant (Prato)')
    expect((await parsed(SessionSchema, '/users/me', token)).user?.roles).toContain('merchant')
    expect((await parsed(savedDocOf(MerchantDocSchema.nullable()), '/merchants/me', token)).doc?.nomeAzienda).toBeTruthy()
    const leads = await parsed(payloadListOf(LeadDocSchema), `/client-requests?${merchantListParams(leadListSpec, initialMerchantListQuery)}`, token)
    expect(leads.docs.length).toBeGreaterThan(0)
    expect((await parsed(payloadListOf(BookingDocSchema), `/bookings?${merchantListParams(bookingListSpec, initialMerchantListQuery)}`, token)).docs.length).toBeGreaterThan(0)
    await parsed(payloadListOf(TeamMemberDocSchema), '/team-members?where[attivo][equals]=true&sort=-createdAt&limit=200&depth=0', token)
    const ids = leads.docs.map((lead) => lead.id).join(',')
    await parsed(payloadListOf(LeadStatusDocSchema), `/lead-statuses?limit=100&depth=0&where[clientRequest][in]=${ids}`, token)
  })

  it("match the admin area's lists, a lead's details and the abandoned questionnaires", async () => {
    const token = await loginAs('Admin')
    const leads = await parsed(adminListPageOf(ClientRequestRowSchema), '/admin/lists/client-requests', token)
    expect(leads.docs.length).toBeGreaterThan(0)
    await parsed(adminListPageOf(ContactRequestRowSchema), '/admin/lists/contact-requests', token)
    expect((await parsed(adminListPageOf(MerchantRowSchema), '/admin/lists/merchants', token)).docs.length).toBeGreaterThan(0)
    expect((await parsed(adminListPageOf(BookingRowSchema), '/admin/lists/bookings', token)).docs.length).toBeGreaterThan(0)
    await parsed(LeadDetailsSchema, `/admin/client-requests/${leads.docs[0].id}/details`, token)
    expect((await parsed(AbandonedReportSchema, '/admin/abandoned', token)).sessions.length).toBeGreaterThan(0)
  })
})
