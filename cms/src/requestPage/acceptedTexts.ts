import type { PayloadRequest } from 'payload'
import { acceptedLegalTitles, consentPurposeLabels, legalVersionPath, parseLegalVersions, requestDataMessages, type AcceptedTexts } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/**
 * What the request's consumer accepted with it: the legal texts by the versions its consents recorded (each a link to
 * that published version, kept for good: LegalPages are never deleted, their versions never pruned) and, per purpose,
 * the words beside the checkbox as the ledger keeps them, with the answer given. The records given with the request,
 * not later withdrawals. A system read: the request's token is the consumer's proof.
 */
export async function acceptedTextsOf(req: PayloadRequest, leadId: number): Promise<AcceptedTexts> {
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { and: [{ lead: { equals: leadId } }, { withdrawnAt: { exists: false } }] },
    select: { purpose: true, granted: true, wording: true, legalVersion: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const first = new Map<string, (typeof found.docs)[number]>()
  for (const consent of found.docs) if (!first.has(consent.purpose)) first.set(consent.purpose, consent)
  const label = first.get('privacy')?.legalVersion ?? found.docs[0]?.legalVersion ?? ''
  return {
    legal: (parseLegalVersions(label) ?? [])
      .sort((a, b) => acceptedLegalTitles[a.slug].localeCompare(acceptedLegalTitles[b.slug]))
      .map(({ slug, version }) => ({ slug, version, path: legalVersionPath(slug, version) })),
    wordings: [...first.values()].map((consent) => ({
      purpose: consent.purpose,
      label: consentPurposeLabels[consent.purpose],
      wording: consent.wording || requestDataMessages.noWording,
      granted: consent.granted,
    })),
  }
}
