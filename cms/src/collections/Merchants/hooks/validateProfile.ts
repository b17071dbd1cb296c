import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { MerchantProfileSchema } from '#content-schema'

/**
 * The 'Salva Scheda' rules of the island, applied again on the server to every create and update (REST, admin
 * or Local API): the merged result must be a complete profile, and the answer is the same Italian message.
 */
export const validateProfile: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'create' && operation !== 'update') return data
  const merged = { ...(operation === 'update' ? originalDoc : {}), ...data }
  const parsed = MerchantProfileSchema.safeParse({
    nomeCognome: merged.nomeCognome ?? '',
    nomeAzienda: merged.nomeAzienda ?? '',
    settoreAttivita: merged.settoreAttivita ?? '',
    cap: merged.cap ?? '',
    citta: merged.citta ?? '',
    zonaGeografica: merged.zonaGeografica ?? '',
    servizi: merged.servizi ?? [],
    telefono: merged.telefono ?? '',
    email: merged.email ?? '',
  })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
  return data
}
