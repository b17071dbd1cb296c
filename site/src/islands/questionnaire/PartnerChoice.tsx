import { useEffect, useState } from 'react'
import { LeadPartnersResponseSchema, type LeadPartner } from '#content-schema/leads/leadPartners.ts'
import { CapSchema } from '#content-schema/postcodes/cap.ts'
import { partnerChoiceMessages } from '#content-schema/messages.ts'
import { Checkbox } from '../ui/Field.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'

/** What the list says: the questionnaire's words by default, the call form's (callPartnerChoiceMessages) on its page. */
export type PartnerChoiceTexts = Pick<typeof partnerChoiceMessages, 'title' | 'loading' | 'failed' | 'retry' | 'noneChosen'> & {
  intro: (max: number) => string
  receives: string
  noConsent: string
  none: string
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; partners: LeadPartner[]; max: number }

/**
 * The partners the request would go to (GET /api/public/lead-partners: the matching rule the server delivers by),
 * named before anything is sent, each a checkbox, all ticked at first as the text says; the choice goes with the
 * partners consent (`partnerIds`), and only the chosen ones receive the contacts. Asked again when the CAP changes
 * and when the server said the partners changed meanwhile (`reloadKey`).
 */
export function PartnerChoice({
  id,
  service,
  cap,
  consentGiven,
  chosen,
  onChoice,
  reloadKey,
  messages: m = partnerChoiceMessages,
}: {
  id: string
  service: string
  /** The CAP the request is for: from the questionnaire, or typed in the form (nothing is asked before it is whole). */
  cap: string | null
  consentGiven: boolean
  chosen: number[]
  onChoice: (ids: number[]) => void
  reloadKey: string | null
  messages?: PartnerChoiceTexts
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const validCap = cap !== null && CapSchema.safeParse(cap).success ? cap : null

  useEffect(() => {
    if (!validCap) return
    let current = true
    setLoaded({ state: 'loading' })
    fetch(`/api/public/lead-partners?${new URLSearchParams({ service, cap: validCap })}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = LeadPartnersResponseSchema.safeParse(response.ok ? await response.json() : null)
        if (!current) return
        if (!body.success) return setLoaded({ state: 'failed' })
        setLoaded({ state: 'ready', partners: body.data.partners, max: body.data.max })
        // All those shown, as the text says, until the visitor unticks one.
        onChoice(body.data.partners.map((partner) => partner.id))
      })
      .catch(() => current && setLoaded({ state: 'failed' }))
    return () => {
      current = false
    }
    // onChoice is the form's setter: a new one each render changes nothing to ask.
  }, [service, validCap, reloadKey, attempt])

  if (!validCap) return null
  const toggle = (partnerId: number, on: boolean) => onChoice(on ? [...chosen, partnerId] : chosen.filter((each) => each !== partnerId))

  return (
    <fieldset className="grid gap-2 sm:ml-8 rounded-lg border border-slate-200 bg-white p-3" aria-describedby={`${id}-receives`} data-testid="partner-choice">
      <legend className="px-1 text-sm font-semibold text-slate-900">{m.title}</legend>
      {loaded.state === 'loading' && (
        <p role="status" className="text-slate-600">
          {m.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{m.failed}</p>
          <button type="button" className={buttonClass('secondary', 'medium')} onClick={() => setAttempt((count) => count + 1)}>
            {m.retry}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && loaded.partners.length === 0 && <p>{m.none}</p>}
      {loaded.state === 'ready' && loaded.partners.length > 0 && (
        <>
          <p>{m.intro(loaded.max)}</p>
          <ul className="grid gap-1">
            {loaded.partners.map((partner) => (
              <li key={partner.id}>
                <Checkbox checked={chosen.includes(partner.id)} onChange={(event) => toggle(partner.id, event.currentTarget.checked)} name="partnerIds" value={partner.id}>
                  <span className="font-medium text-slate-900">{partner.nomeAzienda}</span>
                  {partner.citta && <span className="text-slate-600"> · {partner.citta}</span>}
                </Checkbox>
              </li>
            ))}
          </ul>
          <p id={`${id}-receives`} className="text-slate-600">
            {m.receives}
          </p>
          <p aria-live="polite" className="font-medium text-slate-800">
            {!consentGiven ? m.noConsent : chosen.length === 0 ? m.noneChosen : null}
          </p>
        </>
      )}
    </fieldset>
  )
}
