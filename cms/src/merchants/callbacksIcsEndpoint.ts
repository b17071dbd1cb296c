import type { Endpoint } from 'payload'
import { callbackIcsMessages, openBookingStates, serviceName, SLOT_MINUTES } from '#content-schema'
import { activeMerchantOrRefusal } from './requireActiveMerchant.ts'
import { serviceNames } from '../services/catalogue.ts'
import { noStore } from '../api/publicWrite.ts'

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped; any line break (CRLF, a lone CR or LF) becomes `\n`, since a
 * bare CR or LF would end the content line and start a property of the sender's choosing; other control characters,
 * which TEXT does not allow, are dropped.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g
const escapeIcsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n').replace(CONTROL, '')

/** A UTC DATE-TIME (20261126T170000Z). */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Content lines folded at 75 octets (a continuation starts with a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/**
 * GET /api/merchant/callbacks.ics: the signed-in active merchant's callbacks with a chosen time that still wait to be
 * made or closed (In attesa, Contattato), one VEVENT each (the slot's hour), read through the bookings' access rule as
 * that merchant — so a phone it may not see stays masked. 401 without a session, 403 for anyone else.
 */
export const merchantCallbacksIcsEndpoint: Endpoint = {
  path: '/merchant/callbacks.ics',
  method: 'get',
  handler: async (req) => {
    const active = await activeMerchantOrRefusal(req)
    if ('refused' in active) return active.refused
    const found = await req.payload.find({
      collection: 'bookings',
      where: { and: [{ richiamata: { exists: true } }, { stato: { in: [...openBookingStates] } }] },
      sort: ['richiamata', 'id'],
      depth: 0,
      limit: 500,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const stamp = utc(new Date())
    const names = await serviceNames(req)
    const host = new URL(req.payload.config.serverURL || 'http://localhost').hostname
    const events = found.docs.flatMap((booking) => {
      if (!booking.richiamata || booking.richiestaAnnullataIl) return []
      const start = new Date(booking.richiamata)
      const service = serviceName(booking.servizioRichiesto, names)
      return [
        'BEGIN:VEVENT',
        `UID:booking-${booking.id}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(new Date(start.getTime() + SLOT_MINUTES * 60_000))}`,
        `SUMMARY:${escapeIcsText(callbackIcsMessages.summary(booking.nomeCliente, service))}`,
        `DESCRIPTION:${escapeIcsText(callbackIcsMessages.description(booking.telefonoCliente ?? '', booking.emailCliente ?? '', booking.capCliente ?? ''))}`,
        'END:VEVENT',
      ]
    })
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//CasaConfronta//${callbackIcsMessages.calendarName}//IT`, 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${escapeIcsText(callbackIcsMessages.calendarName)}`, ...events, 'END:VCALENDAR']
    return new Response(`${lines.map(fold).join('\r\n')}\r\n`, {
      headers: { ...noStore, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="richiamate.ics"' },
    })
  },
}
