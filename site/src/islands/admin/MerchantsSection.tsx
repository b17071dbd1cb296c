import { useState } from 'react'
import { adminMessages } from '#content-schema/admin/admin.ts'
import { merchantReviewActionLabels, merchantReviewFrom, type MerchantState } from '#content-schema/merchants/merchantVetting.ts'
import type { MerchantRow } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { shortDateTime } from '../../lib/format.ts'
import { MerchantStateBadge } from './ApprovalsSection.tsx'
import { adminResponseText } from '#content-schema/leads/leadWorkflow.ts'
import { useResponseTimes, useReturnCounts } from './responseTimes.ts'
import { adminReturnsText } from '#content-schema/leads/leadReturns.ts'
import { Body } from './ListBody.tsx'
import { sortingOf, type PagedState } from './usePaged.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { ModalDialog } from '../ui/ModalDialog.tsx'
import { DataTable } from './DataTable.tsx'
import { DetailList } from './DetailList.tsx'
import { serviceLabel } from '../serviceNames.ts'
import { Contacts } from './Contacts.tsx'
import { DecisionDialog, type Decision } from './DecisionDialog.tsx'

const servicesText = (servizi: string[] | null | undefined) => (servizi ?? []).map(serviceLabel).join(', ')
/** The merchant list shows at most 50 characters of the services. */
const truncate = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** The merchants' own switch: active (or in review) ones can be suspended, suspended ones re-activated. */
const switchAction = (stato: MerchantState): 'sospendi' | 'riattiva' | null =>
  merchantReviewFrom.sospendi.includes(stato) ? 'sospendi' : merchantReviewFrom.riattiva.includes(stato) ? 'riattiva' : null

function EraseMerchant({ merchant, onCancel, onConfirm }: { merchant: MerchantRow; onCancel: () => void; onConfirm: () => void }) {
  const texts = adminMessages.eraseMerchant
  return (
    <div className="space-y-3">
      <p className="font-medium text-ink-900">{adminMessages.deleteMerchantConfirm(merchant.nomeAzienda)}</p>
      <p>{texts.erased}</p>
      <p>{texts.kept}</p>
      <p className="text-slate-500">{texts.suspendHint}</p>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'compact')}>
          {texts.cancel}
        </button>
        <button type="button" onClick={onConfirm} className={buttonClass('confirmDanger', 'compact')}>
          {texts.confirm}
        </button>
      </div>
    </div>
  )
}

export function MerchantsSection({ state, notify }: { state: PagedState<MerchantRow>; notify: (message: string, tone: 'success' | 'error') => void }) {
  const [open, setOpen] = useState<MerchantRow | null>(null)
  const times = useResponseTimes(state.data?.docs.map((merchant) => merchant.id) ?? [])
  const returns = useReturnCounts(state.data?.docs.map((merchant) => merchant.id) ?? [])
  const [erasing, setErasing] = useState<MerchantRow | null>(null)
  const [decision, setDecision] = useState<Decision | null>(null)
  const remove = async (merchant: MerchantRow) => {
    setErasing(null)
    const result = await api('DELETE', `/merchants/${merchant.id}`)
    if (!result.ok) return notify(adminMessages.merchantDeleteError, 'error')
    notify(adminMessages.merchantDeleted, 'success')
    state.reload()
  }
  return (
    <Body state={state} empty={adminMessages.empty.merchants}>
      {(docs) => (
        <>
          <DataTable
            label={adminMessages.sections.merchants}
            sorting={sortingOf(state)}
            rows={docs}
            rowKey={(merchant) => merchant.id}
            rowTestId="merchant-row"
            columns={[
              { header: 'Azienda', sortKey: 'nomeAzienda', cell: (merchant) => merchant.nomeAzienda, className: 'font-medium text-ink-900' },
              { header: 'Referente', sortKey: 'nomeCognome', cell: (merchant) => merchant.nomeCognome },
              { header: 'Contatti', cell: (merchant) => <Contacts email={merchant.email} telefono={merchant.telefono} /> },
              { header: 'Settore', cell: (merchant) => merchant.settoreAttivita },
              {
                header: 'Zona e CAP',
                cell: (merchant) => (
                  <>
                    {merchant.zonaGeografica}
                    <span className="block text-slate-500">{merchant.cap}</span>
                  </>
                ),
              },
              { header: 'Servizi', cell: (merchant) => <span title={servicesText(merchant.servizi)}>{truncate(servicesText(merchant.servizi))}</span> },
              { header: 'Stato', sortKey: 'stato', cell: (merchant) => <MerchantStateBadge state={merchant.stato} /> },
              { header: 'Risposta', cell: (merchant) => adminResponseText(times[String(merchant.id)]) },
              { header: 'Resi', cell: (merchant) => adminReturnsText(returns[String(merchant.id)]) },
              { header: 'Data', sortKey: 'createdAt', cell: (merchant) => shortDateTime(merchant.createdAt), className: 'whitespace-nowrap' },
            ]}
            actions={(merchant) => (
              <>
                <button type="button" onClick={() => setOpen(merchant)} aria-label={`Dettagli di ${merchant.nomeAzienda}`} className={buttonClass('secondary', 'small')}>
                  Dettagli
                </button>
                {switchAction(merchant.stato) && (
                  <button type="button" onClick={() => setDecision({ merchant, azione: switchAction(merchant.stato)! })} aria-label={`${merchantReviewActionLabels[switchAction(merchant.stato)!]} ${merchant.nomeAzienda}`} className={buttonClass('secondary', 'small')}>
                    {merchantReviewActionLabels[switchAction(merchant.stato)!]}
                  </button>
                )}
                <button type="button" onClick={() => setErasing(merchant)} aria-label={`Elimina ${merchant.nomeAzienda}`} className={buttonClass('danger', 'small')}>
                  Elimina
                </button>
              </>
            )}
          />
          <ModalDialog width="xl" title={open?.nomeAzienda ?? ''} open={open !== null} onClose={() => setOpen(null)}>
            {open && (
              <DetailList
                items={[
                  { label: 'Referente', value: open.nomeCognome },
                  { label: 'Email', value: open.email },
                  { label: 'Telefono', value: open.telefono },
                  { label: 'Settore', value: open.settoreAttivita },
                  { label: 'Zona', value: open.zonaGeografica },
                  { label: 'CAP', value: [open.cap, open.citta].filter(Boolean).join(' – ') },
                  { label: 'Servizi', value: servicesText(open.servizi) || '—' },
                  { label: 'Disponibilità', value: open.disponibilitaOraria ?? '—' },
                  { label: 'Stato', value: <MerchantStateBadge state={open.stato} /> },
                  { label: 'Registrato il', value: shortDateTime(open.createdAt) },
                ]}
              />
            )}
          </ModalDialog>
          <ModalDialog width="xl" title={erasing ? adminMessages.eraseMerchant.title(erasing.nomeAzienda) : ''} open={erasing !== null} onClose={() => setErasing(null)}>
            {erasing && <EraseMerchant merchant={erasing} onCancel={() => setErasing(null)} onConfirm={() => void remove(erasing)} />}
          </ModalDialog>
          <DecisionDialog
            decision={decision}
            onClose={() => setDecision(null)}
            onDone={(message, tone) => {
              setDecision(null)
              notify(message, tone)
              state.reload()
            }}
          />
        </>
      )}
    </Body>
  )
}
