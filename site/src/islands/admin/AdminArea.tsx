import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { adminMessages, AdminSectionCountsSchema, adminSectionKeys, type AdminSectionCounts, type AdminSectionKey } from '#content-schema/admin/admin.ts'
import type { LiveCollection as LiveEventCollection } from '#content-schema/live/liveEvents.ts'
import { formatItalianNumber } from '#content-schema/numberFormat.ts'
import { useLiveStream } from '../useLiveStream.ts'
import { api, currentUser, isAdminUser, signOut, type SessionUser } from '../sessionApi.ts'
import { AbandonedSection } from './AbandonedSection.tsx'
import { ApprovalsSection } from './ApprovalsSection.tsx'
import { DecisionsSection } from './DecisionsSection.tsx'
import { DecisionRowSchema } from '#content-schema/admin/auditTrail.ts'
import { WaitingSection } from './WaitingSection.tsx'
import { BookingRowSchema, ClientRequestRowSchema, ContactRequestRowSchema, MerchantRowSchema } from '#content-schema/merchants/areaRecords.ts'
import { MerchantReviewSchema } from '#content-schema/merchants/merchantVetting.ts'
import { WaitingLeadSchema } from '#content-schema/leads/waitingLeads.ts'
import { BookingsSection } from './BookingsSection.tsx'
import { ClientRequestsSection } from './ClientRequestsSection.tsx'
import { ContactRequestsSection } from './ContactRequestsSection.tsx'
import { EmailQueueSection } from './EmailQueueSection.tsx'
import { MerchantsSection } from './MerchantsSection.tsx'
import { ReturnsSection } from './ReturnsSection.tsx'
import { ReviewsSection } from './ReviewsSection.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { ToastProvider, useToast } from '../ui/Toasts.tsx'
import { useMediaQuery } from '../useMediaQuery.ts'
import { usePaged } from './usePaged.ts'
import { registerServiceOptions, type ServiceOption } from '../serviceNames.ts'

type SectionKey = AdminSectionKey
type LiveCollection = Extract<LiveEventCollection, 'client-requests' | 'contact-requests' | 'merchants' | 'bookings' | 'reviews' | 'lead-returns'>

const POLL_MS = 10_000
/** The tabs' figures are read again at least this often: an e-mail's state in the queue has no live event. */
const COUNTS_REFRESH_MS = 60_000
/** Tabs from this width up (Tailwind's md), collapsible cards below: the admin area's layout switch. */
const WIDE_QUERY = '(min-width: 768px)'

/**
 * Live updates: the server's event stream says which collection changed; when the stream drops, every
 * section is polled every 10 s until it comes back (EventSource reconnects by itself).
 */
function useLiveRefresh(enabled: boolean) {
  const [keys, setKeys] = useState<Record<LiveCollection | 'abandoned', number>>({
    'client-requests': 0,
    'contact-requests': 0,
    merchants: 0,
    bookings: 0,
    reviews: 0,
    'lead-returns': 0,
    abandoned: 0,
  })
  const live = useLiveStream({
    url: '/api/admin/live',
    enabled,
    pollMs: POLL_MS,
    onChange: (collection) => setKeys((current) => (collection in current ? { ...current, [collection]: current[collection as LiveCollection] + 1 } : current)),
    onPoll: () => setKeys((current) => Object.fromEntries(Object.entries(current).map(([key, value]) => [key, value + 1])) as typeof current),
  })
  return { keys, live }
}

/**
 * Each tab's figure (GET /api/admin/section-counts), read when the area opens, whenever the live stream or the polling
 * fallback reports a change (`changes`), after an admin's action (`refresh`) and every minute.
 */
function useSectionCounts(changes: number) {
  const [counts, setCounts] = useState<AdminSectionCounts | null>(null)
  const [nonce, setNonce] = useState(0)
  const refresh = useCallback(() => setNonce((value) => value + 1), [])
  useEffect(() => {
    const controller = new AbortController()
    void api('GET', '/admin/section-counts', undefined, { signal: controller.signal, schema: AdminSectionCountsSchema }).then((result) => {
      if (!controller.signal.aborted && result.ok) setCounts(result.data)
    })
    return () => controller.abort()
  }, [changes, nonce])
  useEffect(() => {
    const timer = setInterval(refresh, COUNTS_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh])
  return { counts, refresh }
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{adminMessages.accessDeniedTitle}</h1>
      <p className="mt-3 text-slate-600">{adminMessages.accessDeniedText}</p>
      <a href="/auth-admin" className={`${buttonClass('primary', 'large')} mt-6`}>
        {adminMessages.goToLogin}
      </a>
    </div>
  )
}

function Dashboard({ user }: { user: SessionUser }) {
  const wide = useMediaQuery(WIDE_QUERY)
  const { keys, live } = useLiveRefresh(true)
  const [active, setActive] = useState<SectionKey>('clientRequests')
  const activeRef = useRef(active)
  activeRef.current = active
  const [expanded, setExpanded] = useState<Set<SectionKey>>(() => new Set(['clientRequests']))
  // A section reads and draws its rows from the first time it is shown, and stays mounted after.
  const [opened, setOpened] = useState<ReadonlySet<SectionKey>>(() => new Set(['clientRequests']))
  const { counts, refresh: refreshCounts } = useSectionCounts(Object.values(keys).reduce((sum, value) => sum + value, 0))
  const toast = useToast()

  const clientRequests = usePaged('client-requests', ClientRequestRowSchema, keys['client-requests'], opened.has('clientRequests'))
  const contactRequests = usePaged('contact-requests', ContactRequestRowSchema, keys['contact-requests'], opened.has('contactRequests'))
  const merchants = usePaged('merchants', MerchantRowSchema, keys.merchants, opened.has('merchants'))
  const bookings = usePaged('bookings', BookingRowSchema, keys.bookings, opened.has('bookings'))
  const approvals = usePaged('approvals', MerchantReviewSchema, keys.merchants, opened.has('approvals'))
  const waiting = usePaged('waiting-leads', WaitingLeadSchema, keys['client-requests'], opened.has('waiting'))
  // A decision changes its merchant or a review of it: the trail grows with their events.
  const decisions = usePaged('decisions', DecisionRowSchema, keys.merchants + keys.reviews, opened.has('decisions'))

  // Every action of a section ends with its message: the tabs' figures are read again then.
  const notify = useCallback(
    (message: string, tone: 'success' | 'error') => {
      toast({ tone, title: message })
      refreshCounts()
    },
    [toast, refreshCounts],
  )

  const select = useCallback((key: SectionKey) => {
    setActive(key)
    setOpened((current) => (current.has(key) ? current : new Set(current).add(key)))
  }, [])
  /** A card opened on a narrow screen is the tab a wide one selects. */
  const openCard = useCallback(
    (key: SectionKey) => {
      select(key)
      setExpanded((current) => new Set(current).add(key))
    },
    [select],
  )
  const main = useRef<HTMLElement>(null)
  // A window resized across the tablet width shows the section the admin was in: the selected tab opens as a card,
  // and the section of an open dialog (a decision being confirmed) is the one shown, since hiding its section hid
  // the dialog with it.
  useLayoutEffect(() => {
    const dialogSection = main.current?.querySelector('dialog[open]')?.closest<HTMLElement>('[data-section]')?.dataset.section as SectionKey | undefined
    if (dialogSection) setActive(dialogSection)
    if (!wide) setExpanded((current) => new Set(current).add(dialogSection ?? activeRef.current))
  }, [wide])

  const bodies: Record<SectionKey, ReactNode> = {
    clientRequests: <ClientRequestsSection state={clientRequests} />,
    waiting: <WaitingSection state={waiting} notify={notify} />,
    contactRequests: <ContactRequestsSection state={contactRequests} />,
    abandoned: <AbandonedSection refreshKey={keys.abandoned} />,
    approvals: <ApprovalsSection state={approvals} refreshKey={keys.merchants} notify={notify} />,
    merchants: <MerchantsSection state={merchants} notify={notify} />,
    bookings: <BookingsSection state={bookings} notify={notify} />,
    returns: <ReturnsSection refreshKey={keys['lead-returns']} notify={notify} />,
    reviews: <ReviewsSection refreshKey={keys.reviews} notify={notify} />,
    emailQueue: <EmailQueueSection notify={notify} />,
    decisions: <DecisionsSection state={decisions} />,
  }
  const sections = adminSectionKeys.map((key) => ({ key, count: counts?.[key] ?? null, body: bodies[key] }))

  const countBadge = (count: number | null) => (
    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700 tabular-nums" data-testid="section-count">
      {count === null ? '…' : formatItalianNumber(count)}
    </span>
  )

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    const next = sections[(index + delta + sections.length) % sections.length]!.key
    select(next)
    document.getElementById(`tab-${next}`)?.focus()
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-ink-900 sm:text-2xl">{adminMessages.title}</h1>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-500">
              {user.email}
              <span className="ml-2" role="status" data-testid="live-status">
                {live === 'live' ? '● In tempo reale' : live === 'polling' ? '○ Aggiornamento ogni 10 s' : ''}
              </span>
            </p>
          </div>
          <button
            type="button"
            onClick={async () => {
              await signOut()
              window.location.assign('/')
            }}
            className={buttonClass('secondary', 'compact')}
          >
            {adminMessages.signOut}
          </button>
        </div>
      </header>
      <main id="main" ref={main} className="mx-auto max-w-7xl px-4 py-6">
        {/* One tree for both layouts: switching between tabs and cards (a window resized across 1024 px) keeps
            each section opened so far mounted, with its search, filters and page. */}
        {wide && (
          <div role="tablist" aria-label="Sezioni" className="flex flex-wrap gap-1 border-b border-slate-200">
            {sections.map((section, index) => (
              <button
                key={section.key}
                id={`tab-${section.key}`}
                type="button"
                role="tab"
                aria-selected={active === section.key}
                aria-controls={`panel-${section.key}`}
                tabIndex={active === section.key ? 0 : -1}
                onClick={() => select(section.key)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`-mb-px rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${active === section.key ? 'border-brand-600 bg-white text-brand-700' : 'border-transparent text-slate-600 hover:text-ink-900'}`}
              >
                {adminMessages.sections[section.key]}
                {countBadge(section.count)}
              </button>
            ))}
          </div>
        )}
        <div className={wide ? undefined : 'space-y-3'}>
          {sections.map((section) => {
            const isOpen = expanded.has(section.key)
            return (
              <section key={section.key} data-section={section.key} className={wide ? undefined : 'rounded-xl bg-white shadow-sm'}>
                {!wide && (
                  <h2>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={`card-${section.key}`}
                      onClick={() => {
                        if (!isOpen) return openCard(section.key)
                        setExpanded((current) => {
                          const next = new Set(current)
                          next.delete(section.key)
                          return next
                        })
                      }}
                      className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold text-ink-900"
                    >
                      <span>
                        {adminMessages.sections[section.key]}
                        {countBadge(section.count)}
                      </span>
                      <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
                    </button>
                  </h2>
                )}
                <div
                  {...(wide ? { id: `panel-${section.key}`, role: 'tabpanel', 'aria-labelledby': `tab-${section.key}` } : { id: `card-${section.key}` })}
                  hidden={wide ? active !== section.key : !isOpen}
                  className={wide ? 'rounded-b-xl bg-white p-4 shadow-sm' : 'border-t border-slate-100 p-3'}
                >
                  {opened.has(section.key) && section.body}
                </div>
              </section>
            )
          })}
        </div>
      </main>
    </div>
  )
}

/** /area-admin: the admin's overview; anyone without the admin role sees 'Accesso Negato'. */
export default function AdminArea({ services = [] }: { services?: readonly ServiceOption[] }) {
  registerServiceOptions(services)
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'denied' } | { kind: 'admin'; user: SessionUser }>({ kind: 'loading' })
  useEffect(() => {
    currentUser()
      .then((user) => setState(user && isAdminUser(user) ? { kind: 'admin', user } : { kind: 'denied' }))
      .catch(() => setState({ kind: 'denied' }))
  }, [])
  if (state.kind === 'loading') return <Loading />
  if (state.kind === 'denied') return <AccessDenied />
  return (
    <ToastProvider>
      <Dashboard user={state.user} />
    </ToastProvider>
  )
}
