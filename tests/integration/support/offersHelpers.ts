import { randomUUID } from 'node:crypto'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { answerApi, apiRequest, loginAs, payload } from './helpers.ts'

/** A REST call that also returns the headers and the raw text (HTML answers, Cache-Control). */
export async function raw(method: string, path: string, options: { body?: unknown; ip?: string } = {}) {
  const ip = options.ip ?? `10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const response = await answerApi(apiRequest(method, path, { body: options.body, headers: { 'x-real-ip': ip } }))
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = {}
  }
  if (response.status === 201 && method === 'POST') {
    track(path === '/public/contact-requests' ? 'contact-requests' : 'bookings', json.id)
  }
  return { status: response.status, headers: response.headers, text, body: json }
}

/**
 * A fresh lead as the questionnaire would leave it, with its own offers token: its consumer chose the partners it is
 * delivered to and let them write by e-mail (a partners consent naming each, no phone channel: they read the name and
 * the e-mail, the phone masked), unless `chosen: false` (a lead its partners received without a choice: an admin's,
 * or one handed out from the waiting queue).
 */
export async function createLead(
  data: { cap: string; citta: string; servizio: 'fotovoltaico' | 'luce-gas' | 'internet-mobile' },
  structured?: { answers: Record<string, string>; questionnaireVersion: number },
  { chosen = true }: { chosen?: boolean } = {},
) {
  const p = await payload()
  const token = `test-offers-${randomUUID()}`
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`
  const lead = await p.create({
    collection: collectionSlugs.clientRequests,
    data: {
      nome: 'Elena Rossi',
      email,
      telefono: '+39 347 555 0101',
      ...data,
      answersText: { propertyType: 'Villetta', energyConsumption: '3200' },
      offersToken: token,
      // Created the way an admin creates one in /admin: already confirmed, so it is delivered at once.
      verificataIl: new Date().toISOString(),
      ...structured,
    },
    depth: 0,
    overrideAccess: true,
  })
  track('client-requests', lead.id)
  if (chosen && (lead.destinatari ?? []).length > 0) {
    await p.create({
      collection: collectionSlugs.consents,
      data: {
        email,
        grants: (lead.destinatari ?? []).map((merchant) => ({ purpose: 'partners' as const, granted: true, channels: ['email' as const], merchant: merchant as number })),
        legalVersion: 'test',
        service: data.servizio,
        lead: lead.id,
      },
      overrideAccess: true,
    })
  }
  return { id: lead.id, token, email }
}

/**
 * The demo partners of 59100 (Prato, Energia Toscana) and 20121 (Milano, Lombardia Connect) signed in with an admin,
 * and a fresh lead of each one's area: what the lead workspace's tests start from.
 */
export async function demoPartnersWithLeads() {
  const [prato, milano, admin] = await Promise.all([loginAs('Merchant (Prato)'), loginAs('Merchant (Milano)'), loginAs('Admin')])
  return {
    tokens: { prato, milano, admin },
    ids: {
      prato: await merchantId('Energia Toscana S.r.l.'),
      milano: await merchantId('Lombardia Connect'),
      pratoLead: (await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })).id,
      milanoLead: (await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })).id,
    },
  }
}

export async function merchantId(nomeAzienda: string): Promise<number> {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.merchants, where: { nomeAzienda: { equals: nomeAzienda } }, limit: 1, overrideAccess: true })
  const merchant = found.docs[0]
  if (!merchant) throw new Error(`no merchant ${nomeAzienda}`)
  return merchant.id
}

export type QueuedEmail = { id: number; to: string; subject: string; text: string; completedAt?: string | null; totalTried?: number | null; hasError?: boolean | null }

/** The e-mails queued for these recipients since a moment, as the jobs runner will send them. */
export async function queuedEmails(to: string[], since: string): Promise<QueuedEmail[]> {
  const p = await payload()
  const jobs = await p.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] },
    limit: 200,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return jobs.docs
    .map((job) => {
      const input = job.input as { to: string; subject: string; text: string }
      return { id: job.id as number, to: input.to, subject: input.subject, text: input.text, completedAt: job.completedAt, totalTried: job.totalTried, hasError: job.hasError }
    })
    .filter((job) => to.includes(job.to))
}

const created: { collection: 'bookings' | 'client-requests' | 'contact-requests' | 'merchants' | 'merchant-logos'; id: number }[] = []

/** Remembers a record a test made, so cleanUp() can remove it: other test files count the demo data exactly. */
export function track(collection: (typeof created)[number]['collection'], id: unknown): void {
  if (typeof id === 'number') created.push({ collection, id })
}

/** Removes what the tests of this file made (and the consents and bookings hanging from it), newest first. */
export async function cleanUp(): Promise<void> {
  const p = await payload()
  const ids = (collection: (typeof created)[number]['collection']) => created.filter((record) => record.collection === collection).map((record) => record.id)
  const leads = ids('client-requests')
  const bookings = ids('bookings')
  const contacts = ids('contact-requests')
  await p.delete({
    collection: collectionSlugs.consents,
    where: { or: [{ lead: { in: leads } }, { booking: { in: bookings } }, { contactRequest: { in: contacts } }] },
    overrideAccess: true,
  })
  await p.delete({ collection: collectionSlugs.bookings, where: { or: [{ id: { in: bookings } }, { lead: { in: leads } }] }, overrideAccess: true })
  for (const collection of ['client-requests', 'contact-requests', 'merchants', 'merchant-logos'] as const) {
    if (ids(collection).length) await p.delete({ collection, where: { id: { in: ids(collection) } }, overrideAccess: true })
  }
  created.length = 0
}
