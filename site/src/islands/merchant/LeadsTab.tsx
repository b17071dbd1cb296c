import { useEffect, useState } from 'react'
import { contactActionMessages, isMaskedPhone, leadContactLinks, phoneMaskMessages } from '#content-schema/leads/phoneMask.ts'
import { estimateMessages, formatEstimateFigure } from '#content-schema/estimate/format.ts'
import { answerKeyLabel, answersToLabelledDetails, type LabelledDetail } from '#content-schema/questionnaire/answerText.ts'
import type { QuestionnaireDefinition } from '#content-schema/questionnaire/definition.ts'
import { StoredQuestionnaireSchema, storedQuestionnaireFields } from '#content-schema/questionnaire/stepBlocks.ts'
import { AnswersSchema } from '#content-schema/questionnaire/schemas.ts'
import { initialLeadListQuery, leadListSorts, leadStateOptions, merchantLeadsParams, MerchantLeadsPageSchema, merchantListMessages, type MerchantListQuery } from '#content-schema/merchants/merchantLists.ts'
import { serviceLabel, serviceOptions } from '../serviceNames.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { consumerActionMessages, MerchantResponseTimeSchema, type MerchantResponseTime } from '#content-schema/leads/leadWorkflow.ts'
import { LeadObjectionDocSchema, payloadListOf, TeamMemberDocSchema, type LeadDoc, type LeadStatusDoc, type TeamMemberDoc } from '#content-schema/merchants/areaRecords.ts'
import { isHiddenContact, objectionMessages } from '#content-schema/requestPage/tracker.ts'
import { z } from '#content-schema/z.ts'
import { isErasedRequest, partnerPrivacyMarks } from '#content-schema/privacy/privacy.ts'
import { api } from '../sessionApi.ts'
import { MerchantList } from './ListControls.tsx'
import { Badge } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Notice } from '../ui/Notice.tsx'
import { LeadStateBadge, LeadWorkflow, ResponsePanel } from './LeadWorkflow.tsx'
import { LeadReturn } from './LeadReturn.tsx'
import { LeadReturnDocSchema, leadReturnMessages, returnedLeadId, type LeadReturnDoc } from '#content-schema/leads/leadReturns.ts'
import { TodayCallbacks } from './TodayCallbacks.tsx'
import { LeadNotes } from './LeadNotes.tsx'
import { LeadNoteDocSchema, notedLeadId, type LeadNoteDoc } from '#content-schema/leads/leadNotes.ts'

const EMPTY = 'Nessuna richiesta ancora'

/** Call, WhatsApp and e-mail, only for a lead the partner may contact (its number unmasked). */
function ContactActions({ lead }: { lead: LeadDoc }) {
  const links = leadContactLinks(lead.telefono, lead.email)
  if (!links || lead.annullataIl) return null
  const action = buttonClass('secondary', 'compact')
  return (
    <div role="group" aria-label={`${contactActionMessages.group}: ${lead.nome}`} className="mt-3 flex flex-wrap gap-2" data-testid="lead-actions">
      <a href={links.tel} className={action}>
        {contactActionMessages.call}
      </a>
      {links.whatsapp && (
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={action}>
          {contactActionMessages.whatsapp}
          <span className="sr-only"> {contactActionMessages.newTab}</span>
        </a>
      )}
      <a href={links.mailto} className={action}>
        {contactActionMessages.email}
      </a>
    </div>
  )
}

/** The answers as labelled details when the service's questionnaire is known, else question key → text. */
function leadDetails(lead: LeadDoc, definitions: Map<string, QuestionnaireDefinition>): LabelledDetail[] {
  const definition = definitions.get(lead.servizio)
  const answers = AnswersSchema.safeParse(lead.answers)
  if (definition && answers.success) {
    const labelled = answersToLabelledDetails(definition, answers.data)
    if (labelled.length > 0) return labelled
  }
  return Object.entries(lead.answersText ?? {}).map(([key, value]) => ({ key, label: answerKeyLabel(key), value }))
}

async function loadDefinitions(): Promise<Map<string, QuestionnaireDefinition>> {
  const select = storedQuestionnaireFields.map((field) => `select[${field}]=true`).join('&')
  const result = await api('GET', `/questionnaires?limit=50&depth=0&${select}`, undefined, { schema: payloadListOf(z.unknown()) })
  const definitions = new Map<string, QuestionnaireDefinition>()
  if (!result.ok) return definitions
  for (const doc of result.data.docs) {
    const parsed = StoredQuestionnaireSchema.safeParse(doc)
    if (parsed.success) definitions.set(parsed.data.service, parsed.data)
  }
  return definitions
}

/**
 * `refreshKey` changes when the live stream (or its polling fallback) says the merchant's leads or statuses changed,
 * `callbacksKey` when its bookings did. Today's callbacks come first, then the leads, the urgent ones first. The
 * `owner` assigns leads to its team's members with an account and returns leads; a member's account does neither.
 */
export function LeadsTab({ owner, refreshKey, callbacksKey, onOpenBookings }: { owner: boolean; refreshKey: number; callbacksKey: number; onOpenBookings: () => void }) {
  const [leads, setLeads] = useState<{ lead: LeadDoc; details: LabelledDetail[] }[] | null>(null)
  const [pages, setPages] = useState({ total: 0, pages: 1 })
  const [statuses, setStatuses] = useState<Map<number, LeadStatusDoc>>(new Map())
  // When the consumer objected to this merchant, by lead: its contacts are hidden and it must not call.
  const [objections, setObjections] = useState<Map<number, string>>(new Map())
  const [withdrawn, setWithdrawn] = useState<Set<number>>(new Set())
  const [returns, setReturns] = useState<Map<number, LeadReturnDoc>>(new Map())
  const [notes, setNotes] = useState<Map<number, LeadNoteDoc[]>>(new Map())
  const [team, setTeam] = useState<TeamMemberDoc[]>([])

  useEffect(() => {
    if (!owner) return
    void (async () => {
      // The members the owner invited, who can sign in and read what is assigned to them.
      const result = await api('GET', '/team-members?where[attivo][equals]=true&where[utente][exists]=true&sort=nome&limit=100&depth=0', undefined, { schema: payloadListOf(TeamMemberDocSchema) })
      if (result.ok) setTeam(result.data.docs)
      else console.error('Errore nel caricare il team:', result.message)
    })()
  }, [owner])
  const [figure, setFigure] = useState<MerchantResponseTime | null>(null)
  const [definitions, setDefinitions] = useState<Map<string, QuestionnaireDefinition> | null>(null)
  const [query, setQuery] = useState<MerchantListQuery>(initialLeadListQuery)

  const loadFigure = async () => {
    const result = await api('GET', '/merchant/response-time', undefined, { schema: MerchantResponseTimeSchema })
    if (result.ok) setFigure(result.data)
  }

  useEffect(() => {
    void loadDefinitions().then(setDefinitions)
  }, [])

  useEffect(() => {
    void loadFigure()
  }, [refreshKey])

  useEffect(() => {
    if (!definitions) return
    let current = true
    void (async () => {
      // The server scopes this list to the merchant's leads (merchantLeadScope) and its own statuses; the query only narrows and orders it.
      const result = await api('GET', `/merchant/leads?${merchantLeadsParams(query)}`, undefined, { schema: MerchantLeadsPageSchema })
      if (!current) return
      if (!result.ok) {
        console.error('Errore nel caricare le richieste:', result.message)
        setLeads([])
        return
      }
      const ids = result.data.docs.map((lead) => lead.id)
      // The consumer's objections to this merchant, the merchant's own returns (one per lead) and its notes, newest
      // first (the collections' access rules).
      const [objected, returned, noted] = ids.length
        ? await Promise.all([
            api('GET', `/lead-objections?limit=100&depth=0&where[clientRequest][in]=${ids.join(',')}`, undefined, { schema: payloadListOf(LeadObjectionDocSchema) }),
            owner ? api('GET', `/lead-returns?limit=100&depth=0&where[clientRequest][in]=${ids.join(',')}`, undefined, { schema: payloadListOf(LeadReturnDocSchema) }) : null,
            api('GET', `/lead-notes?limit=100&depth=0&sort=-createdAt&where[clientRequest][in]=${ids.join(',')}`, undefined, { schema: payloadListOf(LeadNoteDocSchema) }),
          ])
        : [null, null, null]
      if (!current) return
      if (objected && !objected.ok) console.error('Errore nel caricare le opposizioni:', objected.message)
      if (returned && !returned.ok) console.error('Errore nel caricare i resi:', returned.message)
      if (noted && !noted.ok) console.error('Errore nel caricare le note:', noted.message)
      const notesOf = new Map<number, LeadNoteDoc[]>()
      for (const note of noted?.ok ? noted.data.docs : []) notesOf.set(notedLeadId(note), [...(notesOf.get(notedLeadId(note)) ?? []), note])
      setNotes(notesOf)
      setStatuses(new Map(result.data.statuses.map((doc) => [doc.clientRequest, doc])))
      setObjections(new Map(objected?.ok ? objected.data.docs.map((doc) => [doc.clientRequest, doc.createdAt]) : []))
      setWithdrawn(new Set(result.data.consentWithdrawn))
      setReturns(new Map(returned?.ok ? returned.data.docs.map((doc) => [returnedLeadId(doc), doc]) : []))
      setPages({ total: result.data.totalDocs, pages: result.data.totalPages ?? 1 })
      setLeads(result.data.docs.map((lead) => ({ lead, details: leadDetails(lead, definitions) })))
    })()
    return () => {
      current = false
    }
  }, [query, definitions, refreshKey, owner])

  const saved = (doc: LeadStatusDoc) => {
    setStatuses((current) => new Map(current).set(doc.clientRequest, doc))
    void loadFigure()
  }

  return (
    <section aria-labelledby="leads-title">
      <h2 id="leads-title" className="text-xl font-bold text-ink-900">
        Richieste dei clienti
      </h2>
      <TodayCallbacks refreshKey={callbacksKey} onOpen={onOpenBookings} />
      <ResponsePanel figure={figure} owner={owner} />
      <MerchantList
        items={leads}
        pages={pages}
        query={query}
        setQuery={setQuery}
        emptyText={EMPTY}
        initial={initialLeadListQuery}
        controls={{
          searchHint: merchantListMessages.searchLeads,
          filterLabel: merchantListMessages.filterService,
          filterOptions: serviceOptions().map(({ value, label }) => ({ value, label })),
          stateOptions: leadStateOptions,
          sorts: leadListSorts,
        }}
      >
        {(leads) => (
          <ul className="mt-4 space-y-4" data-testid="leads-list">
            {leads.map(({ lead, details }) => (
              <li key={lead.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-bold text-ink-900">{lead.nome}</h3>
                  <div className="flex flex-wrap gap-2">
                    {isErasedRequest(lead) && <Badge tone="red">{partnerPrivacyMarks.erased}</Badge>}
                    {withdrawn.has(lead.id) && !isErasedRequest(lead) && <Badge tone="red">{partnerPrivacyMarks.withdrawn}</Badge>}
                    {lead.annullataIl && <Badge tone="red">{consumerActionMessages.cancelledBadge}</Badge>}
                    {objections.has(lead.id) && <Badge tone="red">{objectionMessages.merchantBadge}</Badge>}
                    {lead.contattiNonValidiIl && <Badge tone="red">{leadReturnMessages.invalidContactsBadge}</Badge>}
                    <LeadStateBadge state={statuses.get(lead.id)?.stato ?? 'nuovo'} />
                    <Badge tone="brand">{serviceLabel(lead.servizio)}</Badge>
                  </div>
                </div>
                {isErasedRequest(lead) && (
                  <Notice tone="error" className="mt-2 text-sm" data-testid="lead-erased">
                    {partnerPrivacyMarks.erasedNotice}
                  </Notice>
                )}
                {withdrawn.has(lead.id) && !isErasedRequest(lead) && (
                  <Notice tone="error" className="mt-2 text-sm" data-testid="lead-consent-withdrawn">
                    {partnerPrivacyMarks.withdrawnNotice}
                  </Notice>
                )}
                {lead.annullataIl && (
                  <Notice tone="error" className="mt-2 text-sm" data-testid="lead-cancelled">
                    {consumerActionMessages.cancelled(formatRomeDateTime(new Date(lead.annullataIl)))}
                    {lead.cancellazioneRichiestaIl && <span className="block">{consumerActionMessages.erasure(formatRomeDateTime(new Date(lead.cancellazioneRichiestaIl)))}</span>}
                  </Notice>
                )}
                {objections.has(lead.id) && (
                  <Notice tone="error" className="mt-2 text-sm" data-testid="lead-objection">
                    {objectionMessages.merchantNotice(formatRomeDateTime(new Date(objections.get(lead.id)!)))}
                  </Notice>
                )}
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                  <div>
                    <dt className="inline font-medium">Email: </dt>
                    <dd className="inline break-all">
                      {isHiddenContact(lead.email) ? (
                        lead.email
                      ) : (
                        <a href={`mailto:${lead.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                          {lead.email}
                        </a>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Telefono: </dt>
                    <dd className="inline">
                      {isHiddenContact(lead.telefono) ? (
                        lead.telefono
                      ) : isMaskedPhone(lead.telefono) ? (
                        <>
                          {lead.telefono}
                          <span className="block text-xs text-slate-600">{phoneMaskMessages.note}</span>
                        </>
                      ) : (
                        <a href={`tel:${lead.telefono.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-2 hover:underline">
                          {lead.telefono}
                        </a>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">CAP: </dt>
                    <dd className="inline">
                      {lead.cap}
                      {lead.citta ? ` - ${lead.citta}` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Data: </dt>
                    <dd className="inline">{formatRomeDateTime(new Date(lead.createdAt))}</dd>
                  </div>
                </dl>
                {lead.contattiNonValidiIl && (
                  <Notice tone="error" className="mt-2 text-sm" data-testid="lead-invalid-contacts">
                    {leadReturnMessages.invalidContacts}
                  </Notice>
                )}
                <ContactActions lead={lead} />
                {lead.messaggio && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{lead.messaggio}</p>}
                {details.length > 0 && (
                  <details open className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
                    <summary className="cursor-pointer font-semibold text-ink-900">Dettagli della richiesta</summary>
                    <dl className="mt-2 grid gap-1 sm:grid-cols-2">
                      {details.map((detail) => (
                        <div key={detail.key}>
                          <dt className="inline font-medium">
                            {detail.label}
                            {/[?:]$/.test(detail.label) ? ' ' : ': '}
                          </dt>
                          <dd className="inline">{detail.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
                {lead.stima && (
                  <p className="mt-3 text-sm text-slate-700" data-testid="lead-estimate">
                    <span className="font-semibold">{estimateMessages.merchantContext}: </span>
                    {lead.stima.figures.length > 0
                      ? [...lead.stima.figures.map((figure) => `${figure.label} ${formatEstimateFigure(figure)}`), ...(lead.stima.intermediary ? [lead.stima.intermediary] : [])].join(' · ')
                      : `${estimateMessages.noFigure}. ${lead.stima.notice ?? ''}`}
                  </p>
                )}
                <LeadWorkflow key={statuses.get(lead.id)?.updatedAt ?? 'nuovo'} leadId={lead.id} status={statuses.get(lead.id)} team={team} onSaved={saved} />
                <LeadNotes leadId={lead.id} notes={notes.get(lead.id) ?? []} onAdded={(note) => setNotes((current) => new Map(current).set(lead.id, [note, ...(current.get(lead.id) ?? [])]))} />
                {owner && (
                  <LeadReturn
                    lead={lead}
                    returned={returns.get(lead.id)}
                    windowDays={figure?.returnWindowDays ?? null}
                    onReturned={(doc) => {
                      setReturns((current) => new Map(current).set(lead.id, doc))
                      void loadFigure()
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </MerchantList>
    </section>
  )
}
