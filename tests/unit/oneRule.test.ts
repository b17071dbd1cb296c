import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, it } from 'vitest'
import {
  adminListMessages,
  adminLists,
  CallRequestSchema,
  ContactRequestSchema,
  emailKey,
  FinalContactFormSchema,
  ForgotPasswordSchema,
  formatBasisValue,
  formatRating,
  leadReceivedFields,
  leadReceivedSinceWhere,
  leadReceivedTime,
  MerchantLoginSchema,
  MerchantSignupSchema,
  PrivacyEraseRequestSchema,
  PrivacyExportQuerySchema,
  waitingLeadWhere,
} from '#content-schema'
import { leadReceivedAtSql } from '../../cms/src/database/leadReceived.ts'
import { emailKeySql } from '../../cms/src/privacy/personalFields.ts'

describe('a rule written once', () => {
  it('the admin queue of waiting leads lists what the hand-out takes: the one waitingLeadWhere', () => {
    expect(adminLists['waiting-leads'].scope).toBe(waitingLeadWhere)
  })

  describe('when a partner received a lead', () => {
    const lead = { createdAt: '2026-11-01T08:00:00.000Z', verificataIl: '2026-11-03T08:00:00.000Z', partnerTrovatoIl: '2026-11-05T08:00:00.000Z' }

    it('is the hand-out from the waiting list, else the confirmation, else the creation', () => {
      expect(leadReceivedTime(lead)).toBe(lead.partnerTrovatoIl)
      expect(leadReceivedTime({ ...lead, partnerTrovatoIl: null })).toBe(lead.verificataIl)
      expect(leadReceivedTime({ createdAt: lead.createdAt })).toBe(lead.createdAt)
    })

    it('is written in SQL from the same list, in the same order', () => {
      const { sql } = new PgDialect().sqlToQuery(leadReceivedAtSql('cr'))
      expect(sql).toBe('coalesce(cr.partner_trovato_il, cr.verificata_il, cr.created_at)')
    })

    it('is asked of Payload from the same list: the first time set decides', () => {
      const since = '2026-11-02T00:00:00.000Z'
      expect(leadReceivedSinceWhere(since)).toEqual({
        or: [
          { and: [{ partnerTrovatoIl: { greater_than_equal: since } }] },
          { and: [{ partnerTrovatoIl: { exists: false } }, { verificataIl: { greater_than_equal: since } }] },
          { and: [{ partnerTrovatoIl: { exists: false } }, { verificataIl: { exists: false } }, { createdAt: { greater_than_equal: since } }] },
        ],
      })
      expect(leadReceivedFields).toEqual(['partnerTrovatoIl', 'verificataIl', 'createdAt'])
    })
  })

  describe('an e-mail address', () => {
    const typed = ' Mario.Rossi@Example.IT '

    it('is its key, trimmed and in lower case', () => {
      expect(emailKey(typed)).toBe('mario.rossi@example.it')
    })

    it('is stored and looked up as that key by every schema that takes one', () => {
      // The questionnaire's contact form transforms the whole form after its fields: its fields are its input's.
      const schemas = { FinalContactFormSchema: FinalContactFormSchema.in, CallRequestSchema, ContactRequestSchema, MerchantSignupSchema, MerchantLoginSchema, ForgotPasswordSchema, PrivacyExportQuerySchema, PrivacyEraseRequestSchema }
      for (const [name, schema] of Object.entries(schemas)) expect([name, schema.shape.email.parse(typed)]).toEqual([name, emailKey(typed)])
    })

    it('is read in SQL as the same key, an empty one as none', () => {
      expect(emailKeySql('t.email')).toBe("nullif(lower(trim(t.email)), '')")
    })
  })

  describe('a number as an Italian reader writes it, four digits grouped too (numberFormat.ts)', () => {
    it('in the admin lists’ count, a review’s average and a parameter’s default', () => {
      expect(adminListMessages.results(8000)).toBe('8.000 risultati')
      expect(formatRating(4)).toBe('4,0')
      expect(formatBasisValue({ value: 0.2875, unit: '€/kWh' })).toBe('0,2875 €/kWh')
      expect(formatBasisValue({ value: 1200, unit: 'kWh/kWp' })).toBe('1.200 kWh/kWp')
    })
  })
})
