import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { MerchantProfileSchema } from '#content-schema'
import { hasRole } from '../../../access/hasRole.ts'

/** What an admin's decision on a merchant changes; such a save is not a new version of the profile. */
const decisionFields = new Set(['stato', 'motivoRifiuto', 'servizi', 'serviziProposti', 'capCoperti', 'capCopertiProposti'])

const capsOf = (rows: unknown): string[] => ((rows ?? []) as { cap?: string }[]).map((row) => row.cap ?? '')

/**
 * The 'Salva Scheda' rules of the island, applied again on the server to every create and update (REST, admin
 * or Local API): the merged result must be a complete profile, and the answer is the same Italian message.
 * The services and CAPs checked are what the merchant asks for: the approved ones plus those proposed.
 */
export const validateProfile: CollectionBeforeValidateHook = ({ data = {}, originalDoc, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return data
  const isAdmin = !req.user || hasRole(req.user, 'admin')
  if (operation === 'update' && isAdmin && Object.keys(data).every((key) => decisionFields.has(key))) return data
  const merged = { ...(operation === 'update' ? originalDoc : {}), ...data }
  const parsed = MerchantProfileSchema.safeParse({
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
    servizi: !isAdmin && data.servizi !== undefined ? data.servizi : [...(merged.servizi ?? []), ...(merged.serviziProposti ?? [])],
    capCoperti: !isAdmin && data.capCoperti !== undefined ? capsOf(data.capCoperti) : [...capsOf(merged.capCoperti), ...capsOf(merged.capCopertiProposti)],
    telefono: merged.telefono ?? '',
    email: merged.email ?? '',
  })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
  return { ...data, ...(data.partitaIva !== undefined ? { partitaIva: parsed.data.partitaIva } : {}) }
}
