import type { EmailContent } from '../layout.ts'

/**
 * Where SMS codes are off: the link that confirms a request's e-mail. Nothing reaches a partner before it is pressed,
 * and the e-mail says so; it names no partner and nothing of the answers (it may reach someone who did not send it).
 */
export function verificationEmail(input: { nome: string; serviceLabel: string; verifyUrl: string; expiresAt: string }): EmailContent {
  return {
    subject: `Conferma la tua richiesta per ${input.serviceLabel}`,
    heading: `${input.nome}, conferma la tua richiesta`,
    paragraphs: [
      `Hai chiesto offerte per ${input.serviceLabel}. Per inviare la richiesta ai professionisti della tua zona conferma che questo indirizzo è tuo: apri il link e premi «Conferma la richiesta».`,
      `Il link vale fino al ${input.expiresAt}. Se non hai inviato tu la richiesta, ignora questa e-mail: nessuno riceverà i tuoi dati.`,
    ],
    cta: { label: 'Conferma la richiesta', url: input.verifyUrl },
  }
}
