import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Where } from 'payload'
import { createSessionId, legalVersionPageMessages } from '#content-schema'
import { luceGasAnswers } from '../../fixtures.ts'
import { consentWithdrawalToken } from '../../../cms/src/consents/withdrawalLink.ts'
import { consentsInForce } from '../../../cms/src/consents/withdrawal.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { createPerson } from '../support/privacyFixtures.ts'

/**
 * The proof nobody rewrites: the consent ledger takes no change and no deletion from anyone through any API, a
 * withdrawal is a record of its own, and the legal texts consents point to are never deleted.
 */
const system = { overrideAccess: true, depth: 0 } as const
const roles = ['Admin', 'Editor', 'Merchant (Prato)'] as const

async function consentOf(email: string, link: { lead?: number; booking?: number }, purpose: 'marketing' | 'partners' = 'marketing') {
  const p = await payload()
  return p.create({
    collection: 'consents',
    data: { email, grants: [{ purpose, granted: true, wording: 'Acconsento a ricevere comunicazioni promozionali.' }], legalVersion: 'privacy-policy 1.0', ...link },
    ...system,
  })
}

describe('the consent ledger is append-only', () => {
  it('refuses PATCH and DELETE for every role and for visitors, through REST, and the Local API acting for a user', async () => {
    const person = await createPerson('ledger@example.it')
    const consent = await consentOf('ledger@example.it', { lead: person.lead })
    const p = await payload()
    for (const label of [...roles, null]) {
      const token = label ? await loginAs(label) : undefined
      const patched = await rest('PATCH', `/consents/${consent.id}`, { token, body: { grants: [{ purpose: 'marketing', granted: false, wording: 'Riscritto' }] } })
      expect([403, 404], `${label ?? 'visitor'} PATCH`).toContain(patched.status)
      const deleted = await rest('DELETE', `/consents/${consent.id}`, { token })
      expect([403, 404], `${label ?? 'visitor'} DELETE`).toContain(deleted.status)
      // Only an admin adds a record (a consent collected on paper): a new one, beside the others.
      const created = await rest('POST', '/consents', { token, body: { email: 'ledger@example.it', grants: [{ purpose: 'marketing', granted: false }], legalVersion: 'x', lead: person.lead } })
      expect(created.status, `${label ?? 'visitor'} POST`).toBe(label === 'Admin' ? 201 : 403)
    }
    // The admin reads the ledger by a grant's purpose (each record holds a grant per purpose given).
    const byPurpose = await rest('GET', `/consents?where[grants.purpose][equals]=marketing&where[lead][equals]=${person.lead}&depth=0`, { token: await loginAs('Admin') })
    expect(byPurpose.status).toBe(200)
    expect((byPurpose.body.docs as { id: number }[]).map((doc) => doc.id)).toContain(consent.id)
    expect((await rest('GET', `/consents?where[grants.purpose][equals]=group&where[lead][equals]=${person.lead}&depth=0`, { token: await loginAs('Admin') })).body.docs).toEqual([])
    const admin = (await p.find({ collection: 'users', where: { email: { equals: 'admin@casaconfronta.it' } }, ...system })).docs[0]!
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false, depth: 0 }
    await expect(p.update({ collection: 'consents', id: consent.id, data: { grants: [{ purpose: 'marketing', granted: false }] }, ...asAdmin })).rejects.toThrow()
    await expect(p.delete({ collection: 'consents', id: consent.id, ...asAdmin })).rejects.toThrow()
    // GraphQL is not served at all.
    expect((await rest('POST', '/graphql', { token: await loginAs('Admin'), body: { query: `mutation { deleteConsent(id: ${consent.id}) { id } }` } })).status).toBe(404)
    expect(await p.findByID({ collection: 'consents', id: consent.id, ...system })).toMatchObject({ grants: [{ granted: true, wording: 'Acconsento a ricevere comunicazioni promozionali.' }], withdrawnAt: null })
  })

  it('a withdrawn promotional consent is withdrawn for the person: their other requests, by e-mail in any case or by phone', async () => {
    const first = await createPerson('persona.unica@example.it', { telefono: '+39 340 1112223' })
    const second = await createPerson('Persona.Unica@Example.it', { telefono: '+39 340 9998887' })
    const third = await createPerson('altro.indirizzo@example.it', { telefono: '0039 340 111 2223' })
    const stranger = await createPerson('estraneo@example.it', { telefono: '+39 340 5556667' })
    const given = await Promise.all([first, second, third, stranger].map((person) => consentOf(person.email, { lead: person.lead })))
    // Pressed on the first request's page, through a link sent before links named the purpose: it names the record only.
    const pressed = await rest('POST', '/public/consents/withdrawal', { body: { token: consentWithdrawalToken(given[0]!.id, 'submission') }, headers: { 'x-real-ip': '10.93.0.1' } })
    expect(pressed.status).toBe(200)
    const p = await payload()
    const inForce = async (lead: number) => (await consentsInForce({ payload: p } as never, { lead: { equals: lead } } as Where, 'marketing')).length
    expect(await inForce(first.lead)).toBe(0)
    expect(await inForce(second.lead)).toBe(0)
    expect(await inForce(third.lead)).toBe(0)
    expect(await inForce(stranger.lead)).toBe(1)
    // Every record given is still there, unchanged.
    for (const consent of given) expect(await p.findByID({ collection: 'consents', id: consent.id, ...system })).toMatchObject({ grants: [{ granted: true }], withdrawnAt: null })
  })
})

describe('legal texts are versions nobody deletes', () => {
  it('refuses DELETE of a legal page for editors and admins; it and its versions stay', async () => {
    const p = await payload()
    const page = (await p.find({ collection: 'legal-pages', where: { slug: { equals: 'privacy-policy' } }, ...system })).docs[0]!
    const versionsBefore = (await p.findVersions({ collection: 'legal-pages', where: { parent: { equals: page.id } }, ...system })).totalDocs
    for (const label of ['Editor', 'Admin'] as const) {
      const deleted = await rest('DELETE', `/legal-pages/${page.id}`, { token: await loginAs(label) })
      expect(deleted.status, label).toBe(403)
    }
    expect(await p.findByID({ collection: 'legal-pages', id: page.id, ...system })).toMatchObject({ slug: 'privacy-policy' })
    expect((await p.findVersions({ collection: 'legal-pages', where: { parent: { equals: page.id } }, ...system })).totalDocs).toBe(versionsBefore)
  })
})

describe('every consent stores the legal versions the form showed', () => {
  it('a form opened under 1.0 records 1.0 after 1.1 is published; a version never published is refused in Italian', async () => {
    const p = await payload()
    const current = async () => {
      const pages = await p.find({ collection: 'legal-pages', where: { slug: { in: ['privacy-policy', 'termini-condizioni'] } }, ...system, pagination: false })
      return pages.docs.map((page) => `${page.slug} ${page.version}`).sort().join(', ')
    }
    const shown = await current()
    const privacy = (await p.find({ collection: 'legal-pages', where: { slug: { equals: 'privacy-policy' } }, ...system })).docs[0]!
    // While the form is open, an editor publishes a new privacy policy.
    await p.update({ collection: 'legal-pages', id: privacy.id, data: { version: `${privacy.version}.1`, intro: `Nuova informativa ${randomUUID()}`, _status: 'published' }, ...system })
    const inForce = await current()
    expect(inForce).not.toBe(shown)

    let n = 0
    const send = (legalVersion: string | undefined) =>
      rest('POST', '/public/leads', {
        body: {
          service: 'luce-gas',
          questionnaireVersion: 1,
          sessionId: createSessionId(),
          answers: luceGasAnswers,
          location: '59100 - Prato',
          contact: { nome: 'Lea Legale', email: `lea.${randomUUID().slice(0, 6)}@example.com`, telefono: `347 12${String(Date.now() % 100000).padStart(5, '0')}`, messaggio: '', privacy: true, marketing: false, partners: false },
          idempotencyKey: randomUUID(),
          ...(legalVersion === undefined ? {} : { legalVersion }),
        },
        headers: { 'x-real-ip': `10.95.0.${++n}` },
      })
    const versionsOf = async (answer: { body: Record<string, unknown> }) => {
      const ref = new URLSearchParams(String(answer.body.offersUrl ?? answer.body.verifyUrl).split('?')[1]).get('ref')
      const lead = (await p.find({ collection: 'client-requests', where: { offersToken: { equals: ref } }, ...system })).docs[0]!
      return (await p.find({ collection: 'consents', where: { lead: { equals: lead.id } }, ...system })).docs.map((consent) => consent.legalVersion)
    }

    const opened = await send(shown)
    expect(opened.status, JSON.stringify(opened.body)).toBe(201)
    expect(new Set(await versionsOf(opened))).toEqual(new Set([shown]))

    // The request's page links the versions it accepted, and the words beside each checkbox.
    const ref = new URLSearchParams(String(opened.body.offersUrl ?? opened.body.verifyUrl).split('?')[1]).get('ref')!
    const page = await rest('GET', `/public/request?ref=${encodeURIComponent(ref)}`, { headers: { 'x-real-ip': '10.95.1.1' } })
    const accepted = page.body.acceptedTexts as { legal: { slug: string; version: string; path: string }[]; wordings: { purpose: string; wording: string; granted: boolean }[] }
    expect(accepted.legal).toContainEqual({ slug: 'privacy-policy', version: privacy.version, path: `/testi-legali/privacy-policy/${encodeURIComponent(privacy.version)}` })
    expect(accepted.wordings.find((item) => item.purpose === 'privacy')).toMatchObject({ granted: true, wording: expect.stringMatching(/\S/) })
    // That version's words are still served, with the version now in force.
    const old = await rest('GET', `/public/legal-version?slug=privacy-policy&version=${encodeURIComponent(privacy.version)}`, { headers: { 'x-real-ip': '10.95.1.2' } })
    expect(old.status).toBe(200)
    expect(old.body).toMatchObject({ legal: { slug: 'privacy-policy', version: privacy.version, intro: privacy.intro }, currentVersion: `${privacy.version}.1` })
    expect((await rest('GET', '/public/legal-version?slug=privacy-policy&version=99.9', { headers: { 'x-real-ip': '10.95.1.3' } })).status).toBe(404)
    expect((await rest('GET', '/public/legal-version?slug=cookie-policy&version=1.0', { headers: { 'x-real-ip': '10.95.1.4' } })).status).toBe(404)
    // A control character is refused before any query (PostgreSQL refuses a NUL and logs the query as an error).
    const nul = await rest('GET', `/public/legal-version?slug=privacy-policy&version=${encodeURIComponent(`${privacy.version}\u0000`)}`, { headers: { 'x-real-ip': '10.95.1.5' } })
    expect([nul.status, nul.body]).toEqual([404, { error: legalVersionPageMessages.notFound }])

    const forged = await send(shown.replace(/privacy-policy \S+/, 'privacy-policy 99.9'))
    expect(forged.status).toBe(400)
    expect(forged.body).toEqual({ error: 'I testi legali mostrati dal modulo non sono una versione pubblicata: ricarica la pagina e riprova.' })
    expect((await send('privacy-policy 1.0')).status).toBe(400)

    const unsaid = await send(undefined)
    expect(unsaid.status).toBe(201)
    expect(new Set(await versionsOf(unsaid))).toEqual(new Set([inForce]))
    // The refused ones left nothing behind.
    expect((await p.count({ collection: 'client-requests', where: { nome: { equals: 'Lea Legale' } }, overrideAccess: true })).totalDocs).toBe(2)
  })
})
