import type { LabelledDetail } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import type { EmailContent } from '../layout.ts'

/** The notice to every admin: a lead came in for a CAP and service no active partner serves, so nobody was told. */
export function leadUnassignedAdminEmail(input: {
  nome: string
  email: string
  serviceLabel: string
  cap: string
  citta: string | null
  details: LabelledDetail[]
}): EmailContent {
  const zona = input.citta ? `${input.cap} - ${input.citta}` : input.cap
  return {
    subject: `Richiesta senza partner: ${input.serviceLabel} - CAP ${input.cap}`,
    heading: 'Richiesta senza partner',
    paragraphs: [
      `È arrivata una richiesta per ${input.serviceLabel} nel CAP ${zona}, dove nessun partner attivo offre questo servizio. Nessun partner è stato avvisato: trova un professionista per la zona: la richiesta è nella coda «Senza partner» dell’area admin.`,
    ],
    details: [
      { label: 'Cliente', value: input.nome },
      { label: 'Email', value: input.email },
      { label: 'Servizio', value: input.serviceLabel },
      { label: 'Zona', value: zona },
      ...input.details.map(({ label, value }) => ({ label, value })),
    ],
    cta: {
      label: 'Apri la coda «Senza partner»',
      url: `${publicUrl()}/area-admin`,
    },
  }
}
