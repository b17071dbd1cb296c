// When a partner received a lead: the one rule the rotation, the weekly cap, the response times, the return window
// and the request page's "avvisato" all count from (cms/src/database/leadReceived.ts writes it in SQL from this list).

/** The lead's times that say when its partners received it, the first one set deciding: handed out from the waiting list, else confirmed, else created. */
export const leadReceivedFields = ['partnerTrovatoIl', 'verificataIl', 'createdAt'] as const

export type LeadReceivedTimes = { partnerTrovatoIl?: string | null; verificataIl?: string | null; createdAt: string }

/** When the lead's partners received it, as stored (ISO). */
export function leadReceivedTime(lead: LeadReceivedTimes): string {
  return lead.partnerTrovatoIl ?? lead.verificataIl ?? lead.createdAt
}

/** When the lead's partners received it, in milliseconds. */
export function leadReceivedAt(lead: LeadReceivedTimes): number {
  return Date.parse(leadReceivedTime(lead))
}

/** A Payload `where` of the leads received at `since` or later: the first of leadReceivedFields that is set decides. */
export function leadReceivedSinceWhere(since: string) {
  return {
    or: leadReceivedFields.map((field, index) => ({
      and: [...leadReceivedFields.slice(0, index).map((earlier) => ({ [earlier]: { exists: false } })), { [field]: { greater_than_equal: since } }],
    })),
  }
}
