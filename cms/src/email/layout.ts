import type { TemplateRef } from './messageTemplates.ts'

export type EmailBrand = { brandName: string; companyName: string; address: string; vatNumber: string; email: string; phone: string }

export type EmailContent = {
  subject: string
  /** The inbox's line next to the subject, hidden in the e-mail itself; none when absent or empty. */
  preheader?: string
  heading: string
  /** The body as plain text, one string a paragraph: the text part, and the HTML part when there is no `bodyHtml`. */
  paragraphs: string[]
  /** The body of a template's rich text as safe e-mail HTML (messageTemplates.ts), in place of the paragraphs. */
  bodyHtml?: string
  details?: { label: string; value: string }[]
  cta?: { label: string; url: string }
  /** Shown under the footer: for marketing mail, the consent-withdrawal link. */
  unsubscribeUrl?: string
  /** The template (cms/src/email/messageTemplates.ts) whose published words replace these when the e-mail is queued. */
  template?: TemplateRef
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** One branded layout for every e-mail, as HTML (inline styles, for mail clients) and as plain text. */
export function renderEmail(brand: EmailBrand, content: EmailContent): { subject: string; html: string; text: string } {
  const details = content.details?.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${content.details
        .map(
          (row) =>
            `<tr><td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;color:#64748b;width:40%">${escapeHtml(row.label)}</td>` +
            `<td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;color:#0f172a">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const cta = content.cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.cta.url)}" style="background:#059669;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(content.cta.label)}</a></p>`
    : ''
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:8px 0 0">Non vuoi più ricevere comunicazioni promozionali? <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#64748b">Revoca il consenso</a>.</p>`
    : ''
  // The usual hidden preheader: first in the body, so mail clients show it next to the subject, never in the message.
  const preheader = content.preheader?.trim()
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f1f5f9;opacity:0">${escapeHtml(content.preheader.trim())}</div>\n`
    : ''
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
${preheader}<table role="presentation" style="width:100%;padding:24px 0"><tr><td align="center">
<table role="presentation" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#065f46;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:700">${escapeHtml(brand.brandName)}</td></tr>
<tr><td style="padding:28px;color:#334155;font-size:15px;line-height:1.6">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.bodyHtml ?? content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('')}
${details}${cta}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px;line-height:1.5">
${escapeHtml(brand.companyName)} · ${escapeHtml(brand.address)} · P.IVA ${escapeHtml(brand.vatNumber)}<br>${escapeHtml(brand.email)} · ${escapeHtml(brand.phone)}${unsubscribe}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    brand.brandName,
    '',
    content.heading,
    '',
    ...content.paragraphs,
    ...(content.details?.length ? ['', ...content.details.map((row) => `${row.label}: ${row.value}`)] : []),
    ...(content.cta ? ['', `${content.cta.label}: ${content.cta.url}`] : []),
    '',
    '--',
    `${brand.companyName} · ${brand.address} · P.IVA ${brand.vatNumber}`,
    `${brand.email} · ${brand.phone}`,
    ...(content.unsubscribeUrl ? [`Revoca il consenso alle comunicazioni promozionali: ${content.unsubscribeUrl}`] : []),
  ].join('\n')
  return { subject: content.subject, html, text }
}
