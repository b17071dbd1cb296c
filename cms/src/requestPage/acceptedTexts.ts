import type { PayloadRequest } from 'payload'
import { acceptedLegalTitles, consentPurposeLabels, legalVersionPath, parseLegalVersions, requestDataMessages, type AcceptedTexts, type ConsentPurpose } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/**
 * What the request's consumer accepted with it: the legal texts by the versions its consents recorded (each a link to
 * that published version, kept for good: LegalPages are never deleted, their versions never pruned) and, per purpose,
 * the words beside the checkbox as the ledger keeps them (its first grant), with the answer given. The records given with the request,
 * not later withdrawals. A system read: the request's token is the consumer's proof.
 */
export async function acceptedTextsOf(req: PayloadRequest, leadId: number): Promise<AcceptedTexts> {
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { and: [{ lead: { equals: leadId } }, { withdrawnAt: { exists: false } }] },
    select: { grants: { purpose: true, granted: true, wording: true }, legalVersion: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  // Each purpose's first grant, with the legal texts' versions of its record.
  const first = new Map<string, { purpose: ConsentPurpose; granted: boolean; wording?: string | null; legalVersion: string }>()
  for (const consent of found.docs)
    for (const grant of consent.grants ?? []) if (!first.has(grant.purpose)) first.set(grant.purpose, { ...grant, legalVersion: consent.legalVersion })
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
