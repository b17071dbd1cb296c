import type { MessageTemplate } from '../../payload-types.ts'
import type { PayloadRequest } from 'payload'
import {
  composeEmailWords,
  messageKindCatalogue,
  richText,
  richTextParagraphs,
  safeLink,
  type EmailMessageKind,
  type EmailWords,
  type MessageKind,
  type MessageValues,
  type RichText,
  type SmsMessageKind,
  type SmsWords,
} from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'
import { richTextToHtml, type RichTextRendering } from '../content/richText.ts'
import { remembered } from '../content/settingsCache.ts'
import { collectionSlugs } from '../slugs.ts'
import type { EmailContent } from './layout.ts'

/** Which template wrote a message: kind, service (or the default) and published version, as `X-Template-Version` says. */
export type TemplateVersion = string

const DEFAULT_SCOPE = 'predefinito'

/** What a stored template gives the e-mail and SMS words (the collection's own type, cms/payload-types.ts). */
export type StoredTemplate = Partial<Pick<MessageTemplate, 'tipo' | 'servizio' | 'oggetto' | 'anteprimaPosta' | 'titolo' | 'corpo' | 'testo' | 'pulsante' | 'testoSms' | 'versione' | '_status'>>

/**
 * A stored template's body as rich text: `corpo` (Payload types its root's type as any string; Lexical writes
 * «root»), or a body stored before bodies were rich text (`testo`, paragraphs separated by an empty line), one
 * paragraph each; null when it has none.
 */
export function storedBody(doc: Pick<StoredTemplate, 'corpo' | 'testo'>): RichText | null {
  if (doc.corpo) return doc.corpo as RichText
  return doc.testo?.trim() ? richText(...doc.testo.split(/\n\s*\n/).map((paragraph) => paragraph.trim())) : null
}

/**
 * The published template of `kind` for a service: the service's own, else the default one, else the catalogue's words
 * (version 0: nobody published any). A system read (templates are staff-only content and every message needs
 * one), with `req` so a lead's transaction takes no second connection; kept in memory until a template is published
 * (content/settingsCache.ts).
 */
async function publishedTemplate(req: PayloadRequest, kind: MessageKind, service: string | null): Promise<{ stored: StoredTemplate | null; version: TemplateVersion }> {
  return remembered(`message-template:${kind}:${service ?? ''}`, req, async () => {
    const found = await req.payload.find({
      collection: collectionSlugs.messageTemplates,
      where: { and: [{ tipo: { equals: kind } }, { _status: { equals: 'published' } }, service ? { or: [{ servizio: { equals: service } }, { servizio: { exists: false } }] } : { servizio: { exists: false } }] },
      select: { servizio: true, oggetto: true, anteprimaPosta: true, titolo: true, corpo: true, testo: true, pulsante: true, testoSms: true, versione: true },
      depth: 0,
      limit: 2,
      overrideAccess: true,
      req,
    })
    const stored = (found.docs as StoredTemplate[]).find((doc) => doc.servizio === service) ?? (found.docs as StoredTemplate[]).find((doc) => !doc.servizio) ?? null
    return { stored, version: `${kind}/${stored?.servizio || DEFAULT_SCOPE}/v${stored?.versione ?? 0}` }
  })
}

/** The words an e-mail of `kind` is written with for a service, and their version. */
export async function emailWords(req: PayloadRequest, kind: EmailMessageKind, service: string | null): Promise<{ words: EmailWords; version: TemplateVersion }> {
  const { stored, version } = await publishedTemplate(req, kind, service)
  const fallback: EmailWords = messageKindCatalogue[kind].default
  return {
    words: {
      subject: stored?.oggetto || fallback.subject,
      // An editor's template without a preheader has none: an empty one is a choice, not a gap to fill.
      preheader: stored ? (stored.anteprimaPosta ?? '') : (fallback.preheader ?? ''),
      heading: stored?.titolo || fallback.heading,
      body: (stored && storedBody(stored)) ?? fallback.body,
      cta: stored?.pulsante || fallback.cta,
    },
    version,
  }
}

/** The words an SMS of `kind` is written with, and their version. */
export async function smsWords(req: PayloadRequest, kind: SmsMessageKind, service: string | null): Promise<{ words: SmsWords; version: TemplateVersion }> {
  const { stored, version } = await publishedTemplate(req, kind, service)
  return { words: { text: stored?.testoSms || messageKindCatalogue[kind].default.text }, version }
}

/** What a template-written e-mail needs besides its words: the layout's parts that are data, not words. */
export type TemplatedParts = Pick<EmailContent, 'details' | 'unsubscribeUrl'> & { ctaUrl?: string }

/** What `queueEmails` needs to write an e-mail from its published template. */
export type TemplateRef = { kind: EmailMessageKind; service: string | null; values: MessageValues; parts: TemplatedParts }

/**
 * A link of an e-mail's body, by the site's one link rule (content-schema safeLink): a path of the site made absolute,
 * since an e-mail is read elsewhere; the site's own address (as {link} is filled) counts as its path. Anything else the
 * rule refuses keeps its words and loses the link.
 */
export function emailHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const origin = new URL(publicUrl()).origin
  const trimmed = url.trim()
  const safe = safeLink(trimmed.startsWith(`${origin}/`) ? trimmed.slice(origin.length) : trimmed, { anchor: false, external: true, contact: true })
  return safe?.startsWith('/') ? `${origin}${safe}` : safe
}

const emailRendering: RichTextRendering = {
  href: emailHref,
  styles: { paragraph: 'margin:0 0 12px', list: 'margin:0 0 12px;padding-left:20px', link: 'color:#047857;text-decoration:underline' },
}

/**
 * An e-mail from its words and values: the body's rich text, filled in, as safe HTML (Payload's converter, which
 * escapes the text, platform/richText.ts) and as plain-text paragraphs; {link} is the button's address.
 */
export function templateContent(words: EmailWords, values: MessageValues, parts: TemplatedParts): EmailContent {
  const written = composeEmailWords(words, { ...values, link: parts.ctaUrl ?? null })
  return {
    subject: written.subject,
    preheader: written.preheader || undefined,
    heading: written.heading,
    paragraphs: richTextParagraphs(written.body, emailHref),
    bodyHtml: richTextToHtml(written.body, emailRendering),
    details: parts.details,
    cta: parts.ctaUrl ? { label: written.cta, url: parts.ctaUrl } : undefined,
    unsubscribeUrl: parts.unsubscribeUrl,
  }
}

const contentFrom = (words: EmailWords, ref: TemplateRef): EmailContent => templateContent(words, ref.values, ref.parts)

/**
 * An e-mail written from a template: with the catalogue's words at once (what a template function returns, and what
 * its unit tests read), rewritten from the published template when queued (`queueEmails`).
 */
export function templatedEmail(kind: EmailMessageKind, service: string | null, values: MessageValues, parts: TemplatedParts = {}): EmailContent {
  const ref: TemplateRef = { kind, service, values, parts }
  return { ...contentFrom(messageKindCatalogue[kind].default, ref), template: ref }
}

/** The e-mail as its published template words it, and that template's version; an e-mail of no template as it is. */
export async function writtenEmail(req: PayloadRequest, content: EmailContent): Promise<{ content: EmailContent; version: TemplateVersion | null }> {
  if (!content.template) return { content, version: null }
  const { words, version } = await emailWords(req, content.template.kind, content.template.service)
  return { content: contentFrom(words, content.template), version }
}
