import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { confirmationLinkIn, requestRef } from '../../../scripts/visitor.ts'
import { payload, rest } from './helpers.ts'

/** The token of a request, from the answer of POST /api/public/leads (its offersUrl or verifyUrl). */
export function refOf(answer: { body: Record<string, unknown> }): string {
  return requestRef(answer.body)
}

/**
 * The secret of the newest confirmation e-mail queued for a request: the `#codice=` of its link, as the consumer
 * finds it in their mailbox. The integration runs have no SMS gateway (SMS_URL unset), so requests are confirmed by
 * e-mail, as the product does wherever SMS is off.
 */
export async function confirmationSecret(ref: string): Promise<string> {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: '-createdAt', limit: 500, overrideAccess: true })
  for (const job of jobs.docs) {
    const link = confirmationLinkIn((job.input as { text?: string }).text ?? '')
    if (link?.ref === ref) return link.code
  }
  throw new Error(`no confirmation e-mail for ${ref}`)
}

/**
 * Confirms a request's contacts the way its consumer does: the link of the confirmation e-mail, pressed on the
 * confirmation page (POST /api/public/request/verify). Every test that sends a lead through the public route and
 * expects partners to receive it confirms it with this.
 */
export async function confirmContacts(ref: string, ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`): Promise<void> {
  const answer = await rest('POST', '/public/request/verify', { body: { ref, code: await confirmationSecret(ref) }, headers: { 'x-real-ip': ip } })
  if (answer.status !== 200) throw new Error(`confirming ${ref}: ${answer.status} ${JSON.stringify(answer.body)}`)
}

type LeadLike = { service?: unknown; location?: unknown; answers?: unknown; contact?: unknown }

/**
 * A lead's body as the contact step sends it when its consumer keeps every partner it names (GET
 * /api/public/lead-partners for the service and the CAP: the postcode answer, else the location): `partnerIds` set
 * when the body names none. Without the partners consent the choice reaches nobody all the same.
 */
export async function keepingNamedPartners<B>(body: B): Promise<B> {
  const lead = body as LeadLike
  const contact = lead.contact as Record<string, unknown> | undefined
  if (!contact || typeof contact !== 'object' || contact.partnerIds !== undefined || typeof lead.service !== 'string') return body
  const postcode = Object.values((lead.answers ?? {}) as Record<string, unknown>).find((value) => typeof value === 'string' && /^\d{5} - /.test(value))
  const cap = String(postcode ?? lead.location ?? '').slice(0, 5)
  const named = await rest('GET', `/public/lead-partners?${new URLSearchParams({ service: lead.service, cap })}`, { headers: { 'x-real-ip': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })
  const partnerIds = named.status === 200 ? (named.body.partners as { id: number }[]).map((partner) => partner.id) : []
  return { ...lead, contact: { ...contact, partnerIds } } as B
}

/**
 * POST /api/public/leads then, for a stored request, its confirmation (confirmContacts): what a consumer does, keeping
 * every partner the contact step names unless the body chooses (keepingNamedPartners).
 */
export async function sendConfirmedLead(body: unknown, headers: Record<string, string> = {}) {
  const answer = await rest('POST', '/public/leads', { body: await keepingNamedPartners(body), headers })
  if (answer.status === 201 || answer.status === 200) await confirmContacts(refOf(answer), headers['x-real-ip'])
  return answer
}

/** Whether a request's contacts are confirmed (a system read, for assertions). */
export async function isConfirmed(ref: string): Promise<boolean> {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.clientRequests, where: { offersToken: { equals: ref } }, select: { verificataIl: true }, limit: 1, overrideAccess: true })
  return Boolean(found.docs[0]?.verificataIl)
}
