import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { payload } from './helpers.ts'

/** Test records written straight through the Local API, as the public endpoints would leave them. */
const system = { overrideAccess: true, depth: 0, context: { seeding: true } } as const

export type Person = {
  email: string
  lead: number
  booking: number
  contact: number
  partial: number
  consents: number[]
}

let sequence = 0
export function sessionId(): string {
  sequence++
  return `LGTEST${String(sequence % 100).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`
}

/** One visitor's trail: a lead with its session, a booking, a contact message, the consents of each. */
export async function createPerson(email: string, { partialCompleted = true, telefono = '+39 333 1234567' }: { partialCompleted?: boolean; telefono?: string } = {}): Promise<Person> {
  const p = await payload()
  const session = sessionId()
  const partial = await p.create({
    collection: 'partial-submissions',
    data: { sessionId: session, serviceType: 'luce-gas', currentStep: 5, totalSteps: 5, completed: partialCompleted, answers: { userType: 'Privato' }, ipAddress: '10.0.0.1' },
    ...system,
  })
  const lead = await p.create({
    collection: 'client-requests',
    data: {
      nome: 'Giulia Verdi',
      email,
      telefono,
      servizio: 'luce-gas',
      cap: '59100',
      citta: 'Prato',
      messaggio: 'Chiamatemi dopo le 18',
      answers: { userType: 'Privato', residents: '3' },
      sessionId: session,
      utm: { source: 'google' },
      ipAddress: '10.0.0.1',
      userAgent: 'Test',
    },
    ...system,
  })
  const booking = await p.create({
    collection: 'bookings',
    data: { origine: 'chiamata', nomeCliente: 'Giulia Verdi', telefonoCliente: telefono, emailCliente: email, servizioRichiesto: 'luce-gas', capCliente: '59100', messaggio: 'Dopo le 18', stato: 'in_attesa' },
    ...system,
  })
  const contact = await p.create({
    collection: 'contact-requests',
    data: { nome: 'Giulia', cognome: 'Verdi', email, telefono: telefono.replace(/\D/g, '').slice(2), cap: '59100', argomento: 'luce-gas', messaggio: 'Vorrei informazioni', privacyAccepted: true },
    ...system,
  })
  const consents: number[] = []
  for (const link of [{ lead: lead.id }, { booking: booking.id }, { contactRequest: contact.id }]) {
    const consent = await p.create({
      collection: 'consents',
      data: { email, grants: [{ purpose: 'privacy', granted: true }], legalVersion: '2026-01', ipAddress: '10.0.0.1', ...link },
      ...system,
    })
    consents.push(consent.id)
  }
  return { email, lead: lead.id, booking: booking.id, contact: contact.id, partial: partial.id, consents }
}

/** Moves a person's records back in time, as if created `days` ago. */
export async function age(person: Person, days: number): Promise<void> {
  const p = await payload()
  const interval = sql.raw(`interval '${Math.trunc(days)} days'`)
  await p.db.drizzle.execute(sql`update client_requests set created_at = created_at - ${interval}, updated_at = updated_at - ${interval} where id = ${person.lead}`)
  await p.db.drizzle.execute(sql`update bookings set created_at = created_at - ${interval}, updated_at = updated_at - ${interval} where id = ${person.booking}`)
  await p.db.drizzle.execute(sql`update contact_requests set created_at = created_at - ${interval}, updated_at = updated_at - ${interval} where id = ${person.contact}`)
  await p.db.drizzle.execute(sql`update partial_submissions set created_at = created_at - ${interval}, updated_at = updated_at - ${interval} where id = ${person.partial}`)
  await p.db.drizzle.execute(sql`update consents set created_at = created_at - ${interval}, updated_at = updated_at - ${interval} where id in ${person.consents}`)
}

/** The seeded demo records are not this file's: removed so every count below is exact. */
export async function emptyPersonalData(p: Payload): Promise<void> {
  await p.db.drizzle.execute(sql`truncate consents, bookings, client_requests, contact_requests, partial_submissions, audit_log restart identity cascade`)
}

export async function row(table: 'client_requests' | 'bookings' | 'consents' | 'contact_requests' | 'partial_submissions', id: number) {
  const p = await payload()
  const result = (await p.db.drizzle.execute(sql`select * from ${sql.identifier(table)} where id = ${id}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows[0]
}
