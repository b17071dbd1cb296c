import { useId, useState, type FormEvent } from 'react'
import { LEAD_MESSAGE_MAX, leadWorkflowMessages as text, LeadStatusInputSchema, type MerchantResponseTime } from '#content-schema/leads/leadWorkflow.ts'
import { LeadStatusDocSchema, savedDocOf, type LeadStatusDoc, type TeamMemberDoc } from '#content-schema/merchants/areaRecords.ts'
import { teamMessages } from '#content-schema/forms/merchantProfile.ts'
import { leadStateLabels, leadTransitions, type LeadState } from '#content-schema/leads/leadWorkflow.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { api } from '../sessionApi.ts'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { FieldMessage, Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { Notice } from '../ui/Notice.tsx'
import { LEAD_RETURN_RULES_PATH, leadReturnMessages } from '#content-schema/leads/leadReturns.ts'
import { useToast } from '../ui/Toasts.tsx'

const badgeTones: Record<LeadState, BadgeTone> = { nuovo: 'orange', contattato: 'blue', non_risponde: 'amber', appuntamento: 'blue', preventivo_inviato: 'violet', vinto: 'green', perso: 'slate' }

export function LeadStateBadge({ state }: { state: LeadState }) {
  return <Badge tone={badgeTones[state]}>{leadStateLabels[state]}</Badge>
}

/**
 * The merchant's status and message for the consumer (read on the request page) on one lead (its private notes are
 * a history of their own, LeadNotes.tsx). The server decides (the collection's hook checks the
 * transition and the lead's scope); the select offers only the moves it would accept.
 */
const idOf = (value: LeadStatusDoc['assegnatoA']): number | null => (value == null ? null : typeof value === 'number' ? value : value.id)

/**
 * `team`: the owner's members with an account, to whom it may hand the lead (empty for a member's own account, which
 * sees no choice).
 */
export function LeadWorkflow({ leadId, status, team, onSaved }: { leadId: number; status: LeadStatusDoc | undefined; team: TeamMemberDoc[]; onSaved: (status: LeadStatusDoc) => void }) {
  const toast = useToast()
  const id = useId()
  const current: LeadState = status?.stato ?? 'nuovo'
  const [stato, setStato] = useState<LeadState>(current)
  const [message, setMessage] = useState(status?.messaggioCliente ?? '')
  const assigned = idOf(status?.assegnatoA)
  const [assignee, setAssignee] = useState<number | null>(assigned)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const choices: LeadState[] = [current, ...leadTransitions[current]]
  const changed = stato !== current || message !== (status?.messaggioCliente ?? '') || assignee !== assigned

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = LeadStatusInputSchema.safeParse({ stato, messaggioCliente: message, ...(team.length > 0 ? { assegnatoA: assignee } : {}) })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? text.saveError)
      return
    }
    setSaving(true)
    setError(null)
    const result = status
      ? await api('PATCH', `/lead-statuses/${status.id}?depth=0`, parsed.data, { schema: savedDocOf(LeadStatusDocSchema) })
      : await api('POST', '/lead-statuses?depth=0', { ...parsed.data, clientRequest: leadId }, { schema: savedDocOf(LeadStatusDocSchema) })
    setSaving(false)
    if (!result.ok) {
      setError(result.message)
      toast({ title: text.saveError, description: result.message, tone: 'error' })
      return
    }
    onSaved(result.data.doc)
    toast({ title: text.saved, description: text.savedText })
  }

  return (
    <form onSubmit={save} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-label={text.formLabel} data-testid="lead-workflow">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <div>
          <Label htmlFor={`${id}-stato`}>{text.statusLabel}</Label>
          <select id={`${id}-stato`} value={stato} onChange={(event) => setStato(event.target.value as LeadState)} disabled={choices.length === 1} className={compactInputClass}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {leadStateLabels[choice]}
              </option>
            ))}
          </select>
          {status?.firstActionAt && (
            <p className="mt-1 text-sm text-slate-600">
              {text.firstAction} {formatRomeDateTime(new Date(status.firstActionAt))}
            </p>
          )}
          {team.length > 0 && (
            <>
              <Label htmlFor={`${id}-assegnato`} className="mt-3">
                {teamMessages.assignLabel}
              </Label>
              <select id={`${id}-assegnato`} value={assignee ?? ''} onChange={(event) => setAssignee(event.target.value ? Number(event.target.value) : null)} className={compactInputClass}>
                <option value="">{teamMessages.assignNobody}</option>
                {team.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.nome}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
        <div>
          <Label htmlFor={`${id}-message`}>{text.messageLabel}</Label>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={LEAD_MESSAGE_MAX}
            rows={2}
            aria-describedby={`${id}-message-hint ${id}-error`}
            aria-invalid={Boolean(error)}
            className={compactInputClass}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-sm text-slate-600">
            {text.messageHint}
            {status?.messaggioClienteIl && ` ${text.messageWritten(formatRomeDateTime(new Date(status.messaggioClienteIl)))}`}
          </p>
        </div>
      </div>
      <FieldMessage id={`${id}-error`} error={error ?? undefined} />
      <button type="submit" disabled={saving || !changed} className={`${buttonClass('primary', 'compact')} mt-2 w-full sm:w-auto`}>
        {saving ? text.saving : text.save}
      </button>
    </form>
  )
}

/**
 * The merchant's response time and the leads waiting for an answer, above its leads. The figure is the company's:
 * its owner reads it as its own, a team member's account as the company's.
 */
export function ResponsePanel({ figure, owner }: { figure: MerchantResponseTime | null; owner: boolean }) {
  if (!figure) return null
  const words = owner
    ? { title: text.responseTitle, figure: text.responseFigure, cases: text.responseCases, none: text.responseNone }
    : { title: text.companyResponseTitle, figure: text.companyResponseFigure, cases: text.companyResponseCases, none: text.companyResponseNone }
  return (
    <div className="mt-4 space-y-3" data-testid="response-panel">
      {figure.waiting > 0 && (
        <Notice tone="warning" role="status" className="font-semibold" data-testid="waiting-nudge">
          {text.waiting(figure.waiting)}
        </Notice>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{words.title}</h3>
        {figure.medianHours === null ? (
          <p className="mt-1 text-slate-700">{words.none}</p>
        ) : (
          <p className="mt-1 text-lg font-bold text-ink-900" data-testid="own-response-time">
            {words.figure(figure.medianHours)} <span className="text-sm font-normal text-slate-600">({words.cases(figure.cases)})</span>
          </p>
        )}
        {figure.cases < figure.minCases && <p className="mt-1 text-sm text-slate-600">{text.responsePublic(figure.minCases)}</p>}
        {figure.returns.inAttesa + figure.returns.accettati + figure.returns.respinti > 0 && (
          <p className="mt-1 text-sm text-slate-700" data-testid="own-returns">
            {leadReturnMessages.figures(figure.returns)}
          </p>
        )}
        {owner && (
          <p className="mt-1 text-sm">
            <a href={LEAD_RETURN_RULES_PATH} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900" data-testid="return-rules-link">
              {leadReturnMessages.rulesLink}
            </a>
          </p>
        )}
      </div>
    </div>
  )
}
