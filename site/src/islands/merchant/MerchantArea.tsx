import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { merchantLiveMessages } from '#content-schema/merchants/merchantLive.ts'
import { merchantReviewTexts } from '#content-schema/reviews/reviews.ts'
import { formatItalianNumber } from '#content-schema/numberFormat.ts'
import { api, currentUser, signOut, type SessionUser } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { registerServiceOptions, type ServiceOption } from '../serviceNames.ts'
import { ToastProvider, useCarriedToast } from '../ui/Toasts.tsx'
import { ProfileTab } from './ProfileTab.tsx'
import { TeamTab } from './TeamTab.tsx'
import { BookingsTab } from './BookingsTab.tsx'
import { LeadsTab } from './LeadsTab.tsx'
import { ReviewsTab } from './ReviewsTab.tsx'
import { NotActive, StateBanner } from './StateBanner.tsx'
import { OwnProfileSchema, type MerchantDoc, type OwnProfile } from '#content-schema/merchants/areaRecords.ts'
import { teamMessages } from '#content-schema/forms/merchantProfile.ts'
import { Notice } from '../ui/Notice.tsx'
import { useMerchantLive } from './useMerchantLive.ts'

const tabs = [
  { id: 'profilo', label: 'Gestione Profilo' },
  { id: 'team', label: 'Team' },
  { id: 'prenotazioni', label: 'Prenotazioni' },
  { id: 'clienti', label: 'Dashboard Clienti' },
  { id: 'recensioni', label: merchantReviewTexts.tab },
] as const
type TabId = (typeof tabs)[number]['id']
/** An active partner's tabs, what needs action first (new leads, callbacks), so a phone shows them before the profile. */
const activeOrder: readonly TabId[] = ['clienti', 'prenotazioni', 'recensioni', 'team', 'profilo']
const activeTabs = activeOrder.map((id) => tabs.find((tab) => tab.id === id)!)

/** `member`: a team member's own account, which sees only its assigned leads and their callbacks. */
type Session = { user: SessionUser; profile: MerchantDoc | null; member: OwnProfile['member'] }

const memberTabs: readonly TabId[] = ['clienti', 'prenotazioni']

/** A tab's count of what is still to handle; the figure is shown, the words are read. White on orange-700: 5.2:1 (WCAG AA). */
function TabCount({ tab, count }: { tab: TabId; count: number }) {
  if (count === 0) return null
  return (
    <span data-testid={`tab-count-${tab}`} className="ml-2 inline-flex min-w-6 shrink-0 justify-center rounded-full bg-orange-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white tabular-nums">
      <span aria-hidden="true">{formatItalianNumber(count)}</span>
      <span className="sr-only">, {merchantLiveMessages.toHandle(count)}</span>
    </span>
  )
}

function Area() {
  const [session, setSession] = useState<Session | null>(null)
  const [tab, setTab] = useState<TabId>('profilo')
  const [loggingOut, setLoggingOut] = useState(false)
  const buttons = useRef(new Map<TabId, HTMLButtonElement>())
  useCarriedToast()
  const active = session?.profile?.stato === 'attivo'
  // An admin's decision (suspension, refusal, re-activation) reaches the open area through the live stream: the profile
  // is read again and the area shows its new state, with the reason, without a reload.
  const reloadProfile = useCallback(async () => {
    const found = await api('GET', '/merchants/me', undefined, { schema: OwnProfileSchema })
    if (found.ok) setSession((current) => current && { ...current, profile: found.data.doc, member: found.data.member })
  }, [])
  const { keys, live, counts, announcement } = useMerchantLive({ enabled: Boolean(session?.profile), active, onProfileChange: reloadProfile })
  const tabCount: Partial<Record<TabId, number>> = { prenotazioni: counts?.prenotazioni ?? 0, clienti: counts?.richieste ?? 0 }

  useEffect(() => {
    void (async () => {
      const user = await currentUser()
      if (!user) {
        window.location.replace('/auth-merchant')
        return
      }
      const found = await api('GET', '/merchants/me', undefined, { schema: OwnProfileSchema })
      if (!found.ok) console.error('Errore nel caricare il profilo:', found.message)
      setSession({ user, profile: found.ok ? found.data.doc : null, member: found.ok ? found.data.member : null })
      // An active partner's area opens on what needs action: its new leads first, and today's callbacks.
      if (found.ok && (found.data.doc?.stato === 'attivo' || found.data.member)) setTab('clienti')
    })()
  }, [])

  const logout = async () => {
    setLoggingOut(true)
    await signOut()
    window.location.assign('/auth-merchant')
  }

  // A team member's account: its leads and their callbacks, nothing of the profile, team, reviews or settings.
  const shown = session?.member ? activeTabs.filter((candidate) => memberTabs.includes(candidate.id)) : active ? activeTabs : tabs

  const onTabKey = (event: KeyboardEvent) => {
    const index = shown.findIndex((candidate) => candidate.id === tab)
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    const next = shown[(index + delta + shown.length) % shown.length]!.id
    setTab(next)
    buttons.current.get(next)?.focus()
  }

  if (!session) return <Loading />
  // A team member's account its owner removed from the team: nothing to show but why.
  const revoked = Boolean(session.user.roles?.includes('member')) && !session.member

  return (
    <div>
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-ink-900">Area Merchant</h1>
          <p className="mt-1 break-all text-slate-600">Benvenuto, {session.user.email}</p>
          {active && (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
              <span role="status" data-testid="live-status">
                {live === 'live' ? merchantLiveMessages.live : live === 'polling' ? merchantLiveMessages.polling : ''}
              </span>
              <span aria-live="polite" data-testid="live-announcement" className={announcement ? 'rounded-full bg-orange-100 px-2.5 py-0.5 font-semibold text-orange-900' : ''}>
                {announcement}
              </span>
            </p>
          )}
        </div>
        <button type="button" onClick={logout} disabled={loggingOut} className={buttonClass('secondary', 'compact')}>
          Logout
        </button>
      </header>
      {session.member ? (
        session.profile && (
          <Notice tone="info" className="mt-6" data-testid="member-banner">
            {teamMessages.memberBanner(session.profile.nomeAzienda)}
          </Notice>
        )
      ) : (
        <StateBanner profile={session.profile} />
      )}
      {revoked ? (
        <Notice tone="warning" className="mt-6" data-testid="member-revoked">
          {teamMessages.accessRevoked}
        </Notice>
      ) : (
        <>
          <div role="tablist" aria-label="Sezioni dell'area merchant" className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex">
            {shown.map((candidate) => (
              <button
                key={candidate.id}
                ref={(element) => {
                  if (element) buttons.current.set(candidate.id, element)
                }}
                type="button"
                role="tab"
                id={`area-tab-${candidate.id}`}
                aria-selected={tab === candidate.id}
                aria-controls={`area-panel-${candidate.id}`}
                tabIndex={tab === candidate.id ? 0 : -1}
                onClick={() => setTab(candidate.id)}
                onKeyDown={onTabKey}
                className={`inline-flex flex-1 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold sm:text-base ${
                  tab === candidate.id ? 'bg-white text-ink-900 shadow' : 'text-slate-600 hover:text-ink-900'
                }`}
              >
                <span>{candidate.label}</span>
                <TabCount tab={candidate.id} count={tabCount[candidate.id] ?? 0} />
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`area-panel-${tab}`} aria-labelledby={`area-tab-${tab}`} className="mt-6">
            {tab === 'profilo' && (
              <ProfileTab email={session.user.email} profile={session.profile} onSaved={(profile) => setSession((current) => current && { ...current, profile })} />
            )}
            {/* Team, bookings, leads and reviews belong to active merchants only (the server refuses the rest). */}
            {tab !== 'profilo' && !active ? (
              <NotActive />
            ) : (
              <>
                {tab === 'team' && <TeamTab hasProfile={Boolean(session.profile)} />}
                {tab === 'prenotazioni' && <BookingsTab refreshKey={keys.bookings} />}
                {tab === 'clienti' && <LeadsTab owner={!session.member} refreshKey={keys.leads} callbacksKey={keys.bookings} onOpenBookings={() => setTab('prenotazioni')} />}
                {tab === 'recensioni' && session.profile && <ReviewsTab merchantId={session.profile.id} refreshKey={keys.reviews} />}
              </>
            )}
          </div>
        </>
      )}
    </div>
  )
}

export default function MerchantArea({ services = [] }: { services?: readonly ServiceOption[] }) {
  registerServiceOptions(services)
  return (
    <ToastProvider>
      <Area />
    </ToastProvider>
  )
}
