import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSessionId } from '#content-schema'
import { rest } from './helpers.ts'

/**
 * 10,000 random bad payloads to the lead endpoint: whatever a client sends, the answer is a 4xx, never a
 * 5xx. Each payload starts from a valid lead and breaks it (a field replaced by anything, removed, or the
 * whole body replaced), so most reach the deeper checks instead of failing on the envelope.
 */
const valid = () => ({
  service: 'internet-mobile',
  questionnaireVersion: 1,
  sessionId: createSessionId(),
  answers: { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' },
  location: '20121 - Milano',
  contact: { nome: 'Luca Verdi', telefono: '3331234567', email: 'luca@example.com', privacy: true },
  idempotencyKey: randomUUID(),
})

const anything = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', 'Privato', 'Azienda / P.IVA', '59100', '1 linea', 'Altro', true, false, 0, -1, 1e308, null),
)
const keys = ['service', 'questionnaireVersion', 'sessionId', 'answers', 'location', 'contact', 'idempotencyKey', 'utm', 'website'] as const
const answerKeys = ['userType', 'serviceType', 'lineCount', 'currentProvider', 'activeLines', 'constructor', '__proto__', 'x']
const contactKeys = ['nome', 'telefono', 'email', 'privacy', 'ragioneSociale', 'partitaIva', 'marketing', 'messaggio']

const badPayload = fc.oneof(
  anything,
  fc.record({ key: fc.constantFrom(...keys), value: anything }).map(({ key, value }) => ({ ...valid(), [key]: value })),
  fc.record({ key: fc.constantFrom(...answerKeys), value: anything }).map(({ key, value }) => {
    const body = valid()
    return { ...body, answers: { ...body.answers, [key]: value } }
  }),
  fc.record({ key: fc.constantFrom(...contactKeys), value: anything }).map(({ key, value }) => {
    const body = valid()
    return { ...body, contact: { ...body.contact, [key]: value } }
  }),
  // Only required parts: leaving out the optional ones (utm, the honeypot) would simply be a valid lead.
  fc.constantFrom('service', 'questionnaireVersion', 'sessionId', 'answers', 'location', 'contact', 'idempotencyKey').map((key) => {
    const body: Record<string, unknown> = valid()
    delete body[key]
    return body
  }),
)

// A payload that happens to be valid is allowed its 201; everything else must be refused as the client's fault.
const isValidLead = (status: number) => status === 201 || status === 200 || status === 202

// Sent a few at a time (fewer than the pool's connections, which open transactions hold): sequential calls take minutes on a busy machine.
const CONCURRENCY = 4

describe('lead endpoint under random bad payloads', () => {
  it('answers 10,000 of them with 4xx only', { timeout: 300_000 }, async () => {
    const payloads = fc.sample(badPayload, { numRuns: 10_000, seed: 4 })
    const failures: Array<{ body: unknown; status: number; answer: unknown }> = []
    for (let start = 0; start < payloads.length; start += CONCURRENCY) {
      await Promise.all(
        payloads.slice(start, start + CONCURRENCY).map(async (body, offset) => {
          const index = start + offset + 1
          const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
          const result = await rest('POST', '/public/leads', { body, headers: { 'x-real-ip': ip } })
          if (isValidLead(result.status)) return
          if (result.status < 400 || result.status >= 500) failures.push({ body, status: result.status, answer: result.body })
        }),
      )
    }
    expect(failures.slice(0, 3)).toEqual([])
  })
})
