import type { Endpoint } from 'payload'
import {
  composeSms,
  longestSms,
  messageKindCatalogue,
  richText,
  samplePlaceholderValues,
  SMS_LIMITS,
  smsLength,
  type MessageKind,
  type SmsMessageKind,
} from '#content-schema'
import { hasRole } from '../access/hasRole.ts'
import { readBrand } from '../email/brand.ts'
import { renderEmail } from '../email/layout.ts'
import { storedBody, templateContent } from '../email/messageTemplates.ts'
import { publicUrl } from '../../../platform/env.ts'
import { collectionSlugs } from '../slugs.ts'

/**
 * The preview's own policy (server/web.ts keeps a response's own): inline styles, as the e-mail's layout has them for
 * mail clients, and the e-mail in a sandboxed frame of this page; no script, nothing from elsewhere.
 */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f1f5f9;color:#0f172a"><main style="max-width:760px;margin:0 auto;padding:16px">${body}</main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'content-security-policy': PREVIEW_CSP } },
  )

/**
 * GET /api/message-templates/:id/anteprima — the admin's «Anteprima»: the template's latest draft written out with
 * the sample values of its placeholders, in the e-mail's own layout (or as the SMS, with its length as a phone
 * counts it). Only for editors and admins; read with their rights.
 */
export const previewEndpoint: Endpoint = {
  path: '/:id/anteprima',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) return page('Accesso richiesto', '<p>Accedi come editor o amministratore per vedere l’anteprima.</p>', 401)
    const id = String(req.routeParams?.id ?? '')
    // Only an id can name a template: anything else is not found, never a database error.
    const doc = /^\d{1,9}$/.test(id)
      ? await req.payload.findByID({ collection: collectionSlugs.messageTemplates, id, draft: true, depth: 0, user: req.user, overrideAccess: false, disableErrors: true, req })
      : null
    if (!doc?.tipo) return page('Modello non trovato', '<p>Questo modello non esiste più.</p>', 404)
    const kind = doc.tipo as MessageKind
    const entry = messageKindCatalogue[kind]
    const values = samplePlaceholderValues(kind)
    const legend = `<p style="color:#475569;font-size:14px;margin:0 0 8px">La bozza di «${escapeHtml(entry.label)}»${doc.servizio ? ` per il servizio ${escapeHtml(doc.servizio)}` : ' (predefinito)'}, con dati di esempio. Versione pubblicata: ${doc.versione ?? 0}.</p>
<ul style="color:#475569;font-size:13px;margin:0 0 16px;padding-left:20px">${Object.entries(values)
      .map(([name, value]) => `<li><code>{${escapeHtml(name)}}</code>: ${escapeHtml(value)}</li>`)
      .join('')}</ul>`
    if (entry.channel === 'sms') {
      const host = new URL(publicUrl()).hostname
      const text = composeSms({ text: doc.testoSms ?? '' }, values, host)
      const sample = smsLength(text)
      const longest = longestSms(kind as SmsMessageKind, { text: doc.testoSms ?? '' }, host.length)
      return page(
        'Anteprima dell’SMS',
        `<h1 style="font-size:20px">Anteprima dell’SMS</h1>${legend}<pre data-testid="sms-preview" style="white-space:pre-wrap;background:#fff;border-radius:12px;padding:16px;font-size:16px">${escapeHtml(text)}</pre>
<p data-testid="sms-length">Con questi dati: ${sample.length} caratteri. Con i segnaposto alla loro lunghezza massima: ${longest.length} caratteri su ${SMS_LIMITS[longest.encoding]} (${longest.encoding === 'gsm7' ? 'alfabeto GSM' : 'caratteri fuori dall’alfabeto GSM'}).</p>`,
      )
    }
    const written = templateContent(
      { subject: doc.oggetto ?? '', preheader: doc.anteprimaPosta ?? '', heading: doc.titolo ?? '', body: storedBody(doc) ?? richText(), cta: doc.pulsante ?? '' },
      values,
      { ctaUrl: `${publicUrl()}/richiesta/esempio` },
    )
    const words = { subject: written.subject, preheader: written.preheader ?? '' }
    const email = renderEmail(await readBrand(req), written)
    return page(
      `Anteprima: ${words.subject}`,
      `<h1 style="font-size:20px">Anteprima dell’e-mail</h1>${legend}<p><strong>Oggetto:</strong> <span data-testid="email-subject">${escapeHtml(words.subject)}</span></p>${
        words.preheader ? `<p><strong>Anteprima nel client di posta:</strong> <span data-testid="email-preheader">${escapeHtml(words.preheader)}</span></p>` : ''
      }
<iframe title="L’e-mail come la riceve il destinatario" sandbox srcdoc="${escapeHtml(email.html)}" width="100%" height="760" style="border:0;border-radius:12px;background:#fff"></iframe>`,
    )
  },
}
