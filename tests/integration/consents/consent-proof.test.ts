import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { consentText, createSessionId, partnerConsentWording, legalPageMessages, serviceLabels, uiTextCatalogue, type ConsentProof } from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { keepingNamedPartners } from '../support/confirmContacts.ts'

/**
 * What a consent record proves: the words the person read beside the checkbox stay with the consent when editors
 * publish new words, and a legal text a consent names by version never changes under that version.
 */
let ipCounter = 0
const post = (path: string, body: unknown) => rest('POST', path, { body, headers: { 'x-real-ip': `10.77.0.${++ipCounter}`, 'user-agent': 'vitest-consent-proof' } })

const defaults = uiTextCatalogue.contactStep.texts
const luceGas = serviceLabels['luce-gas']

/**
 * A Luce & Gas request with every consent, partners by phone and WhatsApp, keeping both Prato partners
 * the form names; the texts it was shown.
 */
async function lead(uiTextsVersion?: string): Promise<{ email: string; id: number }> {
  const email = `prova.${randomUUID().slice(0, 8)}@example.com`
  const result = await post('/public/leads', await keepingNamedPartners({
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { nome: 'Prova Consenso', email, telefono: phoneFor(email), messaggio: '', privacy: true, marketing: true, partners: true, partnerChannels: ['whatsapp', 'telefono'] },
    idempotencyKey: randomUUID(),
    ...(uiTextsVersion ? { uiTextsVersion } : {}),
  }))
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  const p = await payload()
  const found = await p.find({ collection: 'client-requests', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true })
  return { email, id: found.docs[0]!.id }
}

let adminToken: Promise<string> | undefined

/** The consents of a request as the admin area shows them (GET /api/admin/client-requests/:id/details). */
async function proofs(leadId: number): Promise<ConsentProof[]> {
  adminToken ??= loginAs('Admin')
  const result = await rest('GET', `/admin/client-requests/${leadId}/details`, { token: await adminToken })
  expect(result.status).toBe(200)
  return result.body.consents as ConsentProof[]
}

const byPurpose = (consents: ConsentProof[], purpose: ConsentProof['purpose']) => consents.find((consent) => consent.purpose === purpose)!
/** A partners consent's words: the checkbox's, then the partner they were given to (the first named: Energia Toscana). */
const partnerWords = (checkbox: string) => partnerConsentWording(checkbox, 'Energia Toscana S.r.l.')

/** The interface texts as the site reads them: their `updatedAt` is what a form sends back as `uiTextsVersion`. */
async function publishedTexts(): Promise<{ updatedAt: string }> {
  const result = await rest('GET', '/globals/ui-texts?depth=0')
  expect(result.status).toBe(200)
  return result.body as { updatedAt: string }
}

describe('a consent keeps the words the person read', () => {
  it('records the words, the page, the legal texts, the service and the channels; after new words are published the admin still reads the old ones', async () => {
    const before = await publishedTexts()
    const first = await lead(before.updatedAt)
    const given = await proofs(first.id)
    expect(given.map((consent) => [consent.purpose, consent.granted]).sort()).toEqual([['marketing', true], ['partners', true], ['partners', true], ['privacy', true]])
    // Given together: one record of the ledger, a line per grant.
    expect(new Set(given.map((consent) => consent.record)).size).toBe(1)
    const partners = byPurpose(given, 'partners')
    expect(given.filter((consent) => consent.purpose === 'partners').map((consent) => consent.wording)).toEqual([
      partnerWords(consentText(defaults.partnersConsent.default, luceGas)),
      partnerConsentWording(consentText(defaults.partnersConsent.default, luceGas), 'Prato Sicura Impianti'),
    ])
    expect(partners).toMatchObject({
      wording: partnerWords(consentText(defaults.partnersConsent.default, luceGas)),
      page: '/luce-gas',
      service: 'luce-gas',
      // In the order a person reads them, whatever the order sent.
      channels: ['telefono', 'whatsapp'],
    })
    expect(partners.wording).toContain(`offerte di ${luceGas}`)
    expect(partners.textsVersion).toEqual(expect.any(Number))
    expect(partners.legalVersion).toMatch(/^privacy-policy \S+, termini-condizioni \S+$/)
    expect(byPurpose(given, 'privacy').wording).toBe(defaults.privacyConsent.default)

    // An editor publishes new words for the partners consent.
    const editor = await loginAs('Editor')
    const changed = 'Voglio essere contattato/a dai partner per offerte di {servizio}, con i canali scelti (nuova formula)'
    const published = await rest('POST', '/globals/ui-texts', { token: editor, body: { contactStep: { partnersConsent: changed } } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)

    // The earlier consent still shows the words that were beside its checkbox, and the version holding them.
    expect(byPurpose(await proofs(first.id), 'partners')).toEqual(partners)
    const p = await payload()
    const holding = await p.findGlobalVersionByID({ slug: 'ui-texts', id: String(partners.textsVersion), depth: 0, overrideAccess: true })
    const heldText = (holding.version as { contactStep?: { partnersConsent?: string | null } }).contactStep?.partnersConsent
    expect(partnerWords(consentText(heldText?.trim() || defaults.partnersConsent.default, luceGas))).toBe(partners.wording)

    // A consent given now records the new words, in a newer version.
    const second = await lead()
    const now = byPurpose(await proofs(second.id), 'partners')
    expect(now.wording).toBe(partnerWords(consentText(changed, luceGas)))
    expect(now.textsVersion).toBeGreaterThan(partners.textsVersion!)

    // A person who opened the form before the publish and sends it after is recorded with the words they read.
    const late = await lead(before.updatedAt)
    expect(byPurpose(await proofs(late.id), 'partners')).toMatchObject({ wording: partners.wording, textsVersion: partners.textsVersion })
  })

  it('a draft changes no recorded words, and a form naming a version never published gets the words in force', async () => {
    const editor = await loginAs('Editor')
    const inForce = await publishedTexts()
    const draft = await rest('POST', '/globals/ui-texts?draft=true', { token: editor, body: { contactStep: { privacyConsent: 'Testo in bozza mai pubblicato *' }, _status: 'draft' } })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    // Visitors read the published texts; the draft's save time is no version a form can name.
    expect(await publishedTexts()).toMatchObject({ updatedAt: inForce.updatedAt })
    const forged = await lead(new Date(Date.now() - 86_400_000).toISOString())
    const privacy = byPurpose(await proofs(forged.id), 'privacy')
    expect(privacy.wording).not.toContain('bozza')
    expect(privacy.wording).toBe(defaults.privacyConsent.default)
  })

  it('refuses a consent text without the service it names, with the reason', async () => {
    const editor = await loginAs('Editor')
    const result = await rest('POST', '/globals/ui-texts', { token: editor, body: { contactStep: { partnersConsent: 'Acconsento al contatto dai partner' } } })
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body)).toContain('Il testo deve contenere {servizio}.')
  })
})

describe('a published legal text changes only under a new version', () => {
  type Legal = { id: number; version: string; updatedOn: string; sections: { id?: string; heading: string; body: unknown }[]; seo?: Record<string, unknown> }

  async function privacyPolicy(token: string): Promise<Legal> {
    const result = await rest('GET', '/legal-pages?where[slug][equals]=privacy-policy&depth=0', { token })
    return result.body.docs![0] as unknown as Legal
  }

  it('refuses a changed text under its version, publishes it under a new one dated today, and the consents keep naming the old one', async () => {
    const editor = await loginAs('Editor')
    const original = await privacyPolicy(editor)
    const given = await lead()
    const legalBefore = byPurpose(await proofs(given.id), 'privacy').legalVersion
    expect(legalBefore).toContain(`privacy-policy ${original.version}`)

    const edited = original.sections.map((section, index) => (index === 0 ? { ...section, heading: `${section.heading} (rivisto)` } : section))
    // Published under the same version (named or not): refused, with the reason on the version field.
    for (const body of [{ sections: edited }, { sections: edited, version: original.version, _status: 'published' }]) {
      const refused = await rest('PATCH', `/legal-pages/${original.id}`, { token: editor, body })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(legalPageMessages.newVersionRequired(original.version))
    }
    expect((await privacyPolicy(editor)).sections[0]!.heading).toBe(original.sections[0]!.heading)

    // A draft of the change is kept and changes nothing public.
    const draft = await rest('PATCH', `/legal-pages/${original.id}?draft=true`, { token: editor, body: { sections: edited, _status: 'draft' } })
    expect(draft.status).toBe(200)
    const visitor = await rest('GET', '/legal-pages?where[slug][equals]=privacy-policy&depth=0')
    expect((visitor.body.docs![0] as unknown as Legal).sections[0]!.heading).toBe(original.sections[0]!.heading)

    // A new version is published; «In vigore dal», left as it was, becomes today (in Italy).
    const next = `${original.version}-rev`
    const accepted = await rest('PATCH', `/legal-pages/${original.id}`, { token: editor, body: { sections: edited, version: next, _status: 'published' } })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const now = await privacyPolicy(editor)
    expect(now.version).toBe(next)
    expect(now.updatedOn.slice(0, 10)).toBe(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }))

    // A version number already published with other words is refused too.
    const other = original.sections.map((section, index) => (index === 0 ? { ...section, heading: `${section.heading} (altra formula)` } : section))
    const reused = await rest('PATCH', `/legal-pages/${original.id}`, { token: editor, body: { sections: other, version: original.version, _status: 'published' } })
    expect(reused.status).toBe(400)
    expect(JSON.stringify(reused.body)).toContain(legalPageMessages.versionUsed(original.version))

    // A publish that changes no words (the SEO) keeps the version and its date.
    const seo = await rest('PATCH', `/legal-pages/${original.id}`, { token: editor, body: { seo: { ...original.seo, title: 'Privacy Policy (SEO)' }, _status: 'published' } })
    expect(seo.status, JSON.stringify(seo.body)).toBe(200)
    expect(await privacyPolicy(editor)).toMatchObject({ version: next, updatedOn: now.updatedOn })

    // The earlier consent still names the version it was given under, whose words are kept; a new one names the new.
    expect(byPurpose(await proofs(given.id), 'privacy').legalVersion).toBe(legalBefore)
    const p = await payload()
    const kept = await p.findVersions({
      collection: 'legal-pages',
      where: { and: [{ parent: { equals: original.id } }, { 'version.version': { equals: original.version } }, { 'version._status': { equals: 'published' } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    expect(kept.docs[0]!.version.sections![0]!.heading).toBe(original.sections[0]!.heading)
    const later = await lead()
    expect(byPurpose(await proofs(later.id), 'privacy').legalVersion).toContain(`privacy-policy ${next}`)

    // The earlier version published again whole, its words under its own number and date: accepted as it was.
    const back = await rest('PATCH', `/legal-pages/${original.id}`, { token: editor, body: { sections: original.sections, version: original.version, updatedOn: original.updatedOn, _status: 'published' } })
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(await privacyPolicy(editor)).toMatchObject({ version: original.version, updatedOn: original.updatedOn })
  })
})
