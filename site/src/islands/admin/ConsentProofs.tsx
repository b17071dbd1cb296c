import { consentProofMessages as m, type ConsentProof } from '#content-schema/admin/admin.ts'
import { channelsText, consentPurposeLabels } from '#content-schema/consents/consents.ts'
import { shortDateTime } from '../../lib/format.ts'
import { LinkedText } from '../LinkedText.tsx'
import { Badge } from '../ui/Badge.tsx'
import { DetailList } from './DetailList.tsx'
import { serviceLabel } from '../serviceNames.ts'

/**
 * A request's consents as proof, one line per grant: for each, what the person answered and when, the words they read beside the
 * checkbox (as published then), the page, the legal texts in force and, for partner contact, the service and channels.
 */
export function ConsentProofs({ consents }: { consents: ConsentProof[] }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold text-ink-900">{m.title}</h3>
      {consents.length === 0 ? (
        <p className="text-slate-600">{m.none}</p>
      ) : (
        <ul className="space-y-3" data-testid="consent-proofs">
          {consents.map((consent) => (
            <li key={consent.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                {consentPurposeLabels[consent.purpose]}
                <Badge tone={consent.withdrawnAt ? 'amber' : consent.granted ? 'green' : 'slate'}>
                  {consent.withdrawnAt ? m.withdrawn(shortDateTime(consent.withdrawnAt)) : consent.granted ? m.given : m.refused}
                </Badge>
                <span className="text-sm font-normal text-slate-600">{shortDateTime(consent.givenAt)}</span>
              </p>
              <figure className="mt-2">
                <figcaption className="text-sm font-medium text-slate-500">{m.wording}</figcaption>
                {consent.wording ? (
                  <blockquote className="mt-1 border-l-4 border-brand-300 pl-3 text-slate-900">
                    {/* As the person read it: its links to the legal pages are links here too. */}
                    <LinkedText text={consent.wording} linkClassName="font-medium text-brand-800 underline" />
                  </blockquote>
                ) : (
                  <p className="mt-1 text-sm text-slate-600 italic">{m.noWording}</p>
                )}
              </figure>
              <div className="mt-2 text-sm">
                <DetailList
                  items={[
                    ...(consent.page ? [{ label: m.page, value: consent.page }] : []),
                    ...(consent.service ? [{ label: m.service, value: serviceLabel(consent.service) }] : []),
                    ...(consent.channels.length > 0 ? [{ label: m.channels, value: channelsText(consent.channels) }] : []),
                    { label: m.legal, value: consent.legalVersion },
                    ...(consent.textsVersion !== null ? [{ label: m.textsVersionLabel, value: m.textsVersion(consent.textsVersion) }] : []),
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
