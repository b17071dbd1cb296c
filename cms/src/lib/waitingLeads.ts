import {
  answersToLabelledDetails,
  EstimateSchema,
  serviceLabels,
  trackerPath,
  type QuestionnaireSlug,
  type ServiceSlug,
} from '#content-schema'
import { renderEmail } from '../email/layout.ts'
import { readBrandAndTexts } from '../email/uiTexts.ts'
import { leadPartnerFoundEmail } from '../email/templates/leadClient.ts'
import { leadMerchantEmail } from '../email/templates/leadMerchant.ts'
import { queueEmailJobs } from './emailJobs.ts'
import { liveNotifySql } from './liveChannel.ts'
import { matchMerchants } from './offersStore.ts'
import { loadPublishedQuestionnaire } from './questionnaires.ts'
import type { Queryable } from './rateLimit.ts'

/**
 * A lead nobody served when it arrived (leadStore stamps `senza_partner_dal`) waits until a merchant approved
 * later for its CAP and service takes it. Waiting: not taken, not cancelled by the consumer, not anonymised by
 * the retention job (its e-mail is then empty), so only leads within the retention period are ever handed out.
 * The admin's queue lists the same rows (the scope of the 'waiting-leads' list in content-schema/src/adminLists.ts).
 */
const WAITING_CONDITION = `cr.senza_partner_dal is not null and cr.partner_trovato_il is null and cr.annullata_il is null and cr.email <> ''`

/**
 * Takes the waiting leads an active merchant now serves (the offers' matching rule: approved CAP and approved
 * service), only lead $1 when given, only those merchant $2 serves when given. Rows locked by a concurrent
 * claim are skipped, so a lead is handed out once.
 */
const CLAIM = `
  with claimable as (
    select cr.id from client_requests cr
    where ${WAITING_CONDITION} and ($1::int is null or cr.id = $1)
      and exists (
        select 1 from merchants m
        where m.stato = 'attivo' and ($2::int is null or m.id = $2)
          and exists (select 1 from merchants_cap_coperti c where c._parent_id = m.id and c.cap = cr.cap)
          and exists (select 1 from merchants_servizi s where s.parent_id = m.id and s.value::text = cr.servizio::text))
    order by cr.senza_partner_dal desc
    for update skip locked
  )
  update client_requests cr set partner_trovato_il = clock_timestamp(), updated_at = clock_timestamp()
  from claimable where cr.id = claimable.id
  returning cr.id, cr.nome, cr.email, cr.telefono, cr.servizio::text as servizio, cr.cap, cr.citta, cr.messaggio,
    cr.ragione_sociale, cr.partita_iva, cr.answers, cr.questionnaire_slug, cr.questionnaire_version, cr.stima, cr.offers_token,
    coalesce((select c.granted and c.withdrawn_at is null from consents c where c.lead_id = cr.id and c.purpose = 'partners'
              order by c.created_at desc, c.id desc limit 1), false) as partners,
    ${liveNotifySql('client-requests', 'cr.id', 'update')}`

type ClaimedRow = {
  id: number
  nome: string
  email: string
  telefono: string
  servizio: ServiceSlug
  cap: string
  citta: string | null
  messaggio: string | null
  ragione_sociale: string | null
  partita_iva: string | null
  answers: Record<string, unknown>
  questionnaire_slug: QuestionnaireSlug
  questionnaire_version: number
  stima: unknown
  offers_token: string
  partners: boolean
}

/**
 * Hands the waiting leads an active merchant now serves to every merchant serving them (the new-lead e-mail,
 * as on arrival, phone masked without the partners consent) and tells each consumer who took their request.
 * Run inside the caller's transaction (`db`), so the leads are taken and the e-mails queued together: after a
 * merchant's approval or coverage change (`merchantId`) and from the admin's queue (`leadId`). Returns, per lead
 * taken, how many partners were told.
 */
export async function assignWaitingLeads(
  db: Queryable,
  scope: { leadId?: number; merchantId?: number },
  publicUrl: string,
): Promise<Map<number, number>> {
  const claimed = (await db.query(CLAIM, [scope.leadId ?? null, scope.merchantId ?? null])).rows as ClaimedRow[]
  const told = new Map<number, number>()
  if (claimed.length === 0) return told
  const { brand, texts: estimateTexts } = await readBrandAndTexts(db, 'estimate')
  const jobs: object[] = []
  for (const lead of claimed) {
    const merchants = await matchMerchants(db, { cap: lead.cap, servizio: lead.servizio })
    const definition = await loadPublishedQuestionnaire(db, lead.questionnaire_slug, lead.questionnaire_version)
    const details = definition ? answersToLabelledDetails(definition, lead.answers as never) : []
    const estimate = EstimateSchema.safeParse(lead.stima).data ?? null
    const serviceLabel = serviceLabels[lead.servizio]
    const contact = {
      nome: lead.nome,
      email: lead.email,
      telefono: lead.telefono,
      messaggio: lead.messaggio ?? undefined,
      ragioneSociale: lead.ragione_sociale ?? undefined,
      partitaIva: lead.partita_iva ?? undefined,
      privacy: true as const,
      marketing: false,
      partners: lead.partners,
      group: false,
    }
    const merchantEmail = renderEmail(
      brand,
      leadMerchantEmail({ contact, serviceLabel, cap: lead.cap, citta: lead.citta, details, estimate, estimateTexts, areaUrl: `${publicUrl}/area-merchant` }),
    )
    for (const merchant of merchants) jobs.push({ to: merchant.email, ...merchantEmail })
    const consumerEmail = renderEmail(
      brand,
      leadPartnerFoundEmail({
        nome: lead.nome,
        serviceLabel,
        cap: lead.cap,
        partners: merchants.map((merchant) => merchant.nomeAzienda),
        trackerUrl: `${publicUrl}${trackerPath(lead.offers_token)}`,
      }),
    )
    jobs.push({ to: lead.email, ...consumerEmail })
    told.set(lead.id, merchants.length)
  }
  await queueEmailJobs(db, jobs)
  return told
}
