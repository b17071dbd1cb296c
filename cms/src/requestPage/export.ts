import type { PayloadRequest } from 'payload'
import { consentPurposeLabels, RequestExportSchema, trackerMessages } from '#content-schema'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { findRequest, readRequest, TRACKER_PATH } from './read.ts'
import { recordAudit, personReference } from '../privacy/audit.ts'
import { collectionSlugs } from '../slugs.ts'

/** A consumer's exports: a few a minute per address is plenty, walking tokens is not. */
const EXPORT_RATE_LIMIT = { limit: 5, windowMs: 60_000 }

/**
 * Everything held about one request, for its consumer: the request as stored (contacts, answers, estimate, dates,
 * where it came from), the partners it reached with what each did and who they are as controllers, the callbacks,
 * every consent record of the ledger (given and withdrawn, with the words and the legal texts' versions), the
 * objections and the questionnaire's saved progress. System reads: the request's token is the consumer's proof, as
 * for its page; only records of this request are included (the token proves the request, not the address).
 */
export async function consumerExport(req: PayloadRequest, ref: string): Promise<Record<string, unknown> | null> {
  const lead = await findRequest(req, ref)
  const page = lead ? await readRequest(req, ref) : null
  if (!lead || !page) return null
  const system = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const [bookings, consents, progress] = await Promise.all([
    req.payload.find({ collection: collectionSlugs.bookings, where: { lead: { equals: lead.id } }, sort: 'id', ...system }),
    req.payload.find({ collection: collectionSlugs.consents, where: { lead: { equals: lead.id } }, sort: 'id', ...system }),
    lead.sessionId ? req.payload.find({ collection: collectionSlugs.partialSubmissions, where: { sessionId: { equals: lead.sessionId } }, sort: 'id', ...system }) : null,
  ])
  const bookingConsents = bookings.docs.length
    ? (await req.payload.find({ collection: collectionSlugs.consents, where: { booking: { in: bookings.docs.map((booking) => booking.id) } }, sort: 'id', ...system })).docs
    : []
  return {
    esportatoIl: new Date().toISOString(),
    richiesta: {
      servizio: page.service.label,
      ricevutaIl: lead.createdAt,
      nome: lead.nome,
      email: lead.email,
      telefono: lead.telefono,
      cap: lead.cap,
      citta: lead.citta ?? null,
      messaggio: lead.messaggio ?? null,
      ragioneSociale: lead.ragioneSociale ?? null,
      partitaIva: lead.partitaIva ?? null,
      risposte: lead.answersText ?? lead.answers ?? null,
      stima: lead.stima ?? null,
      contattiConfermatiIl: lead.verificataIl ?? null,
      annullataIl: lead.annullataIl ?? null,
      cancellazioneRichiestaIl: lead.cancellazioneRichiestaIl ?? null,
      provenienza: lead.utm ?? null,
      indirizzoIp: lead.ipAddress ?? null,
      browser: lead.userAgent ?? null,
    },
    partner: page.partners.map((partner) => ({
      nome: partner.nomeAzienda,
      titolare: partner.controller,
      eventi: partner.events,
      opposizioneIl: partner.objectedAt,
    })),
    richiamate: bookings.docs.map((booking) => ({
      partner: page.partners.find((partner) => partner.booking?.id === booking.id)?.nomeAzienda ?? null,
      prenotataIl: booking.createdAt,
      richiamata: booking.richiamata ?? null,
      stato: booking.stato,
      nome: booking.nomeCliente,
      email: booking.emailCliente,
      telefono: booking.telefonoCliente,
      messaggio: booking.messaggio ?? null,
    })),
    // One line per consent: each grant of each record, with what its record proves.
    consensi: [...consents.docs, ...bookingConsents].flatMap((consent) =>
      (consent.grants ?? []).map((grant) => ({
        finalita: consentPurposeLabels[grant.purpose],
        concesso: grant.granted,
        testo: grant.wording ?? null,
        versioniTestiLegali: consent.legalVersion,
        pagina: consent.page ?? null,
        canali: grant.channels ?? [],
        registratoIl: consent.createdAt,
        revocatoIl: consent.withdrawnAt ?? null,
      })),
    ),
    questionario: (progress?.docs ?? []).map((saved) => ({ risposte: saved.answers ?? null, passo: saved.currentStep, completato: saved.completed ?? false, aggiornatoIl: saved.updatedAt })),
  }
}

/** The export as CSV: one line per value, «sezione;campo;valore», nested values flattened to dotted names. */
export function exportCsv(data: Record<string, unknown>): string {
  const lines: string[][] = [['sezione', 'campo', 'valore']]
  const walk = (section: string, path: string, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index + 1), item] as const) : Object.entries(value)
      if (entries.length === 0) lines.push([section, path, ''])
      for (const [key, item] of entries) walk(section, path ? `${path}.${key}` : key, item)
      return
    }
    lines.push([section, path, value === null || value === undefined ? '' : String(value)])
  }
  for (const [section, value] of Object.entries(data)) walk(section, '', value)
  const cell = (text: string) => (/[";\n\r]/.test(text) || /^[=+\-@\t]/.test(text) ? `"${(/^[=+\-@\t]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"` : text)
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`
}

/**
 * POST /api/public/request/export { ref, format } — the consumer's copy of their data, as a JSON or CSV download.
 * 404 in Italian for an unknown token (or a request already anonymised), rate-limited per address; the audit log
 * records that an export was made, naming the person only by fingerprint.
 */
export const requestExportEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/export`,
  schema: RequestExportSchema,
  rateLimit: EXPORT_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const exported = await consumerExport(req, data.ref)
    if (!exported) return jsonError(404, trackerMessages.notFound, {}, noStore)
    const { email } = exported.richiesta as { email: string }
    await recordAudit(req.payload, { action: 'export', subject: `${personReference(email)} (dalla pagina della richiesta)` })
    const day = (exported.esportatoIl as string).slice(0, 10)
    const csv = data.format === 'csv'
    return new Response(csv ? exportCsv(exported) : JSON.stringify(exported, null, 2), {
      headers: {
        ...noStore,
        'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="casaconfronta-i-miei-dati-${day}.${data.format}"`,
      },
    })
  },
})
