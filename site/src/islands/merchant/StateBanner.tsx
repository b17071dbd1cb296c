import { merchantStateLabels, merchantVettingMessages as messages, reviewedMerchantFieldLabels, type MerchantState, type ReviewedMerchantField } from '#content-schema/merchants/merchantVetting.ts'
import { serviceLabel } from '../serviceNames.ts'
import type { MerchantDoc } from '#content-schema/merchants/areaRecords.ts'
import { EmptyList } from '../ui/EmptyList.tsx'

const tones: Record<MerchantState | 'noProfile', string> = {
  noProfile: 'border-sky-200 bg-sky-50 text-sky-900',
  in_revisione: 'border-amber-200 bg-amber-50 text-amber-900',
  attivo: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  respinto: 'border-red-200 bg-red-50 text-red-900',
  sospeso: 'border-slate-300 bg-slate-100 text-slate-800',
}

/**
 * Where the merchant stands with the admins: its state, what is missing, the reason of a refusal or suspension (with the
 * way to the support), its pending requests. A live region: a decision that arrives while the area is open is read out.
 */
export function StateBanner({ profile }: { profile: MerchantDoc | null }) {
  const state = profile?.stato ?? 'noProfile'
  const proposedServices = profile?.serviziProposti ?? []
  const proposedCaps = (profile?.capCopertiProposti ?? []).map((row) => row.cap)
  const proposedRui = profile?.numeroRuiProposto ? [`RUI ${profile.numeroRuiProposto}`] : []
  const proposedData = Object.entries(profile?.datiProposti ?? {}).map(([field, value]) => `${reviewedMerchantFieldLabels[field as ReviewedMerchantField]}: ${value || '—'}`)
  const pending = profile?.stato === 'attivo' && proposedServices.length + proposedCaps.length + proposedRui.length + proposedData.length > 0
  return (
    <section role="status" data-testid="merchant-state" data-state={state} className={`mt-4 rounded-2xl border px-5 py-3 sm:mt-6 sm:py-4 ${tones[state]}`}>
      <p className="font-semibold">
        {profile ? `Stato del profilo: ${merchantStateLabels[profile.stato]}` : 'Profilo da completare'}
      </p>
      {/* An active partner's banner is one line on a phone: what needs action comes next. */}
      <p className={`mt-1 text-sm ${state === 'attivo' && !pending ? 'hidden sm:block' : ''}`}>{messages.banner[state]}</p>
      {(profile?.stato === 'respinto' || profile?.stato === 'sospeso') && profile.motivoStato && (
        <p className="mt-2 text-sm whitespace-pre-line" data-testid="merchant-state-reason">
          <strong>{messages.rejectionReason}</strong> {profile.motivoStato}
        </p>
      )}
      {profile?.stato === 'sospeso' && (
        <p className="mt-2 text-sm">
          {messages.supportText},{' '}
          <a href="/contatti" className="font-semibold underline underline-offset-4" data-testid="merchant-support-link">
            {messages.supportLink}
          </a>
          .
        </p>
      )}
      {pending && (
        <div className="mt-3 border-t border-current/20 pt-3 text-sm" data-testid="merchant-pending">
          <p className="font-semibold">{messages.pendingTitle}</p>
          <p>{messages.pendingText}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {[...proposedServices.map(serviceLabel), ...proposedCaps.map((cap) => `CAP ${cap}`), ...proposedRui, ...proposedData].map((item) => (
              <li key={item} className="rounded-md border border-current/30 bg-white/60 px-2 py-0.5 text-xs font-semibold">
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** Instead of team, bookings and leads while the profile is not active. */
export function NotActive() {
  return <EmptyList text={messages.leadsUnavailable} />
}
