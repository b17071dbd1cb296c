import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { LeadIntakeSchema, merchantProfileSchema, serviceMessages, type MerchantReviewActionName } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { sentField } from './sentFields.ts'
import { serviceCatalogue, takesRequests } from '../../services/catalogue.ts'

/**
 * Set by the admin's review endpoint to the decision and its reason: a decision on a merchant is not a new version of
 * its profile, and the audit log records it as such (afterVetting.ts).
 */
export const MERCHANT_DECISION_CONTEXT = 'merchantDecision'
export type MerchantDecision = { azione: MerchantReviewActionName; motivo?: string }

const capsOf = (rows: unknown): string[] => ((rows ?? []) as { cap?: string }[]).map((row) => row.cap ?? '')

/**
 * The 'Salva Scheda' rules of the island, applied again on the server to every create and update (REST, admin
 * or Local API): the merged result must be a complete profile, and the answer is the same Italian message
 * (an admin's decision alone is not checked again: profiles from before the vetting lack the new fields).
 * The services and CAPs checked are what the merchant asks for: the approved ones plus those proposed.
 */
export const validateProfile: CollectionBeforeValidateHook = async ({ data = {}, originalDoc, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return data
  const isAdmin = !req.user || hasRole(req.user, 'admin')
  if (operation === 'update' && isAdmin && req.context?.[MERCHANT_DECISION_CONTEXT]) return data
  const merged = { ...(operation === 'update' ? originalDoc : {}), ...data }
  // Which services are insurance is their records' «Servizio assicurativo» (services/catalogue.ts).
  const catalogue = await serviceCatalogue(req)
  const parsed = merchantProfileSchema((slug) => catalogue.get(slug)?.insurance ?? false).safeParse({
    nomeCognome: merged.nomeCognome ?? '',
    nomeAzienda: merged.nomeAzienda ?? '',
    ragioneSociale: merged.ragioneSociale ?? '',
    partitaIva: merged.partitaIva ?? '',
    sede: merged.sede ?? '',
    settoreAttivita: merged.settoreAttivita ?? '',
    cap: merged.cap ?? '',
    citta: merged.citta ?? '',
    zonaGeografica: merged.zonaGeografica ?? '',
    // A merchant's list is all it asks for (applyVetting splits it); anyone else's is approved plus proposed.
    servizi: !isAdmin && sentField(req, data, 'servizi') ? data.servizi : [...(merged.servizi ?? []), ...(merged.serviziProposti ?? [])],
    capCoperti: !isAdmin && sentField(req, data, 'capCoperti') ? capsOf(data.capCoperti) : [...capsOf(merged.capCoperti), ...capsOf(merged.capCopertiProposti)],
    telefono: merged.telefono ?? '',
    email: merged.email ?? '',
    numeroRui: merged.numeroRui ?? '',
    intermediarioRui: merged.intermediarioRui ?? '',
  })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
  // A service asked for anew must be one of the collection that takes requests (one it already has stays).
  const had = new Set<string>([...((originalDoc?.servizi ?? []) as string[]), ...((originalDoc?.serviziProposti ?? []) as string[])])
  for (const slug of parsed.data.servizi) {
    if (!had.has(slug) && !(await takesRequests(req, slug))) throw new APIError(serviceMessages.unavailable, 400, undefined, true)
  }
  const intake = LeadIntakeSchema.safeParse({ pausaRicezione: merged.pausaRicezione ?? false, limiteSettimanale: merged.limiteSettimanale ?? null })
  if (!intake.success) throw new APIError(intake.error.issues[0]!.message, 400, undefined, true)
  return {
    ...data,
    ...(data.partitaIva !== undefined ? { partitaIva: parsed.data.partitaIva } : {}),
    // Stored as the register writes it (upper case), or none.
    ...(data.numeroRui !== undefined ? { numeroRui: parsed.data.numeroRui || null } : {}),
  }
}
