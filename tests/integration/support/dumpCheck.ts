import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { createSessionId } from '#content-schema'
import { loginAs, payload, rest } from './helpers.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { sendConfirmedLead, refOf } from './confirmContacts.ts'

/**
 * The dump check of erasure-dump.test.ts and purge-scale.long.test.ts: a person who went through every form (a
 * request with all consents, confirmed, reaching partners; a callback; a /contatti message; an unfinished
 * questionnaire; an SMS; an export and an erasure request written to the audit log), and every copy of their e-mail
 * or phone, in any format the product stores, anywhere in the database.
 *
 * The dump: every row of every table of every schema but PostgreSQL's own, as text, which is what `pg_dump` writes
 * (the machines carry pg_dump 15, which refuses to dump the PostgreSQL 17 server; the rows are the same).
 */
export const DAY = 24 * 60 * 60 * 1000

export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const pool = ((await payload()).db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

export async function fullDump(): Promise<string> {
  const tables = await query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  )
  const parts: string[] = []
  for (const { schema, name } of tables) {
    const rows = await query<{ line: string }>(`select t::text as line from "${schema}"."${name}" t`)
    parts.push(`-- ${schema}.${name}`, ...rows.map((row) => row.line))
  }
  return parts.join('\n')
}

export type Person = { email: string; typed: string; phone: string; phoneKey: string; ref: string }

let ipCounter = 0
/** Each call its own address (10.91.x.y), so no rate limit of one address is reached. */
export const ip = () => ({ 'x-real-ip': `10.91.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })

/** A person through every form, leaving every kind of copy the product makes of their contact. */
export async function personEverywhere(): Promise<Person> {
  const tag = randomUUID().slice(0, 6)
  const digits = String(Date.now() % 10_000_000).padStart(7, '0')
  const typed = `Dump.Persona.${tag}@Example.com`
  const phone = `+39 347 ${digits.slice(0, 3)} ${digits.slice(3)}`
  const sessionId = createSessionId()
  // An unfinished questionnaire of theirs, with the contact step's answers.
  await (await payload()).create({
    collection: 'partial-submissions',
    data: { sessionId: createSessionId(), serviceType: 'luce-gas', currentStep: 5, totalSteps: 6, completed: false, answers: { ...luceGasAnswers, email: typed, telefono: phone } },
    overrideAccess: true,
  })
  const lead = await sendConfirmedLead(
    {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId,
      answers: luceGasAnswers,
      location: '59100 - Prato',
      contact: { nome: `Dora Dump${tag}`, email: typed, telefono: phone, messaggio: `Chiamatemi al ${phone}`, privacy: true, marketing: true, partners: true, partnerChannels: ['telefono', 'email'] },
      idempotencyKey: randomUUID(),
    },
    ip(),
  )
  expect(lead.status, JSON.stringify(lead.body)).toBe(201)
  const ref = refOf(lead)
  const contact = await rest('POST', '/public/contact-requests', {
    body: { nome: 'Dora', cognome: `Dump${tag}`, email: typed, telefono: phone.replace(/\s/g, ''), cap: '59100', argomento: 'luce-gas', messaggio: `Scrivetemi a ${typed}`, privacy: true, marketing: true },
    headers: ip(),
  })
  expect(contact.status).toBe(201)
  const p = await payload()
  // An SMS to the number, as the gateway's queue keeps it (the integration runs send codes by e-mail).
  await p.jobs.queue({ task: 'sendSms', input: { to: `+39${phone.replace(/\D/g, '').slice(2)}`, text: 'Il tuo codice CasaConfronta: 123456' } })
  // A rate-limit window keyed by the phone and one by the address.
  await query(`insert into rate_limits (key, count, reset_at) values ($1, 1, now() + interval '1 hour'), ($2, 1, now() + interval '1 hour')`, [
    `sms:phone:${phone.replace(/\D/g, '').slice(2)}`,
    `verify:email:${typed.toLowerCase()}`,
  ])
  // An admin's export and the person's erasure request, both in the audit log.
  const admin = await loginAs('Admin')
  expect((await rest('GET', `/admin/privacy/export?email=${encodeURIComponent(typed)}`, { token: admin })).status).toBe(200)
  expect((await rest('POST', '/public/request/erasure', { body: { ref }, headers: ip() })).status).toBe(200)
  return { email: typed.toLowerCase(), typed, phone, phoneKey: phone.replace(/\D/g, '').slice(2), ref }
}

export function hitsOf(dump: string, person: Person): string[] {
  const lower = dump.toLowerCase()
  const compact = dump.replace(/[\s().\-/]/g, '')
  const hits: string[] = []
  for (const form of [person.email, person.typed.toLowerCase()]) if (lower.includes(form)) hits.push(form)
  for (const form of [person.phone, person.phone.replace(/\s/g, ''), person.phoneKey]) if (dump.includes(form)) hits.push(form)
  if (compact.includes(person.phoneKey)) hits.push(`${person.phoneKey} (with separators)`)
  return hits.map((form) => {
    const line = dump.split('\n').find((text) => text.toLowerCase().includes(form.toLowerCase().split(' ')[0]!)) ?? ''
    return `${form}: ${line.slice(0, 300)}`
  })
}
