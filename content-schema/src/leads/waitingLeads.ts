import { z } from '../z.ts'
import { serviceName, ServiceSlugSchema, type ServiceNames, type ServiceSlug } from '../services/services.ts'

// Leads nobody served when they arrived: the admin's "Senza partner" queue, until a merchant approved later for
// their CAP and service takes them.

/** One waiting lead, as the admin's queue lists it (GET /api/admin/lists/waiting-leads). */
export const WaitingLeadSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  servizio: ServiceSlugSchema,
  cap: z.string(),
  citta: z.string().nullable(),
  /** When it arrived with no active partner for its CAP and service. */
  waitingSince: z.string(),
})
export type WaitingLead = z.infer<typeof WaitingLeadSchema>

/** A lead as stored, as far as the queue reads it. */
export type StoredWaitingLead = Omit<WaitingLead, 'waitingSince' | 'citta'> & { citta?: string | null; senzaPartnerDal: string }

export function toWaitingLead(doc: StoredWaitingLead): WaitingLead {
  return { id: doc.id, nome: doc.nome, email: doc.email, servizio: doc.servizio, cap: doc.cap, citta: doc.citta ?? null, waitingSince: doc.senzaPartnerDal }
}

/**
 * The one rule of a waiting lead: nobody served it when it was confirmed (`senzaPartnerDal`), not taken since, not
 * cancelled by the consumer, not anonymised by the retention job (its e-mail is then empty). The admin's queue lists
 * these records (adminLists.ts) and the hand-out takes only these (cms/src/leads/waitingLeads.ts); a Payload `where`.
 */
export const waitingLeadWhere: { and: Record<string, { exists: boolean } | { not_equals: string }>[] } = {
  and: [{ senzaPartnerDal: { exists: true } }, { partnerTrovatoIl: { exists: false } }, { annullataIl: { exists: false } }, { email: { not_equals: '' } }],
}

/** POST /api/admin/waiting-leads/:id/assign: how many partners were told. */
export const WaitingLeadAssignedSchema = z.object({ partners: z.number().int() })
export type WaitingLeadAssigned = z.infer<typeof WaitingLeadAssignedSchema>

export const waitingLeadMessages = {
  intro:
    'Richieste arrivate quando nessun partner attivo copriva il loro CAP e servizio: nessuno le ha ricevute. Appena approvi un merchant (o le modifiche alla sua zona) per quel CAP e servizio, la richiesta gli arriva da sola e il cliente riceve un’e-mail.',
  empty: 'Nessuna richiesta in attesa di un partner.',
  waitingSince: 'In attesa dal',
  searchAgain: 'Cerca di nuovo un partner',
  searching: 'Ricerca…',
  assigned: (partners: number) => (partners === 1 ? 'Richiesta inviata a 1 partner.' : `Richiesta inviata a ${partners} partner.`),
  noneYet: (cap: string, service: ServiceSlug, names?: ServiceNames) =>
    `Nessun partner attivo copre ancora il CAP ${cap} per ${serviceName(service, names)}: approva un merchant per questa zona e questo servizio.`,
  notWaiting: 'Questa richiesta non è più in attesa di un partner.',
  notFound: 'Richiesta non trovata.',
} as const
