import { ANONYMISED_NAME } from './anonymised.ts'

/**
 * Where a person's contact is kept, declared once. The admin's export reads these collections, the admin's erase
 * (personalData.ts, through Payload) and the nightly purge (database/retention.ts, SQL in batches) blank the same fields to the
 * same values, so the two can never disagree about what "anonymised" means.
 *
 * - `blank`: the Payload field and what it becomes; the SQL column is the field's name in snake case, as Payload's
 *   PostgreSQL adapter names it. What is not listed stays (service, CAP, city, UTM, status and dates: the statistics).
 * - `person`: how a row names its person, as SQL on the table (alias `t`), e-mail key and phone key as
 *   `leads/personKeys.ts` computes them, so a person is the same whichever record they came through.
 * - `interaction`: when the person last acted on the row (SQL, alias `t`): the retention counts from the latest of
 *   these over all the person's records.
 */
export type PersonalTable = {
  table: string
  blank: Record<string, string | null>
  person: { email: string; phone: string | null }
  interaction: string
}

/** `leads/personKeys.ts`'s phoneKey, in SQL: the digits without Italy's +39 / 0039. */
export const phoneKeySql = (column: string) => `nullif(regexp_replace(regexp_replace(${column}, '^\\s*(\\+|00)39', ''), '\\D', '', 'g'), '')`
/** content-schema's emailKey, in SQL: the address trimmed and in lower case; null for an empty one. */
export const emailKeySql = (column: string) => `nullif(lower(trim(${column})), '')`

export const personalTables = {
  'client-requests': {
    table: 'client_requests',
    blank: {
      nome: ANONYMISED_NAME,
      email: '',
      telefono: '',
      chiaveEmail: null,
      chiaveTelefono: null,
      messaggio: null,
      ragioneSociale: null,
      partitaIva: null,
      answers: null,
      answersText: null,
      sessionId: null,
      offersToken: null,
      verificaSegreto: null,
      idempotencyKey: null,
      ipAddress: null,
      userAgent: null,
    },
    person: { email: 't.chiave_email', phone: 't.chiave_telefono' },
    // Sending it, confirming the contacts, cancelling it and asking for erasure are the person's own acts.
    interaction: 'greatest(t.created_at, t.verificata_il, t.annullata_il, t.cancellazione_richiesta_il)',
  },
  bookings: {
    table: 'bookings',
    blank: { nomeCliente: ANONYMISED_NAME, emailCliente: '', telefonoCliente: '', messaggio: null, idempotencyKey: null, ipAddress: null, userAgent: null },
    person: { email: emailKeySql('t.email_cliente'), phone: phoneKeySql('t.telefono_cliente') },
    interaction: 't.created_at',
  },
  'contact-requests': {
    table: 'contact_requests',
    // Deleted whole (the message is the record); these are what an anonymisation would have to blank.
    blank: { nome: ANONYMISED_NAME, cognome: null, email: '', telefono: '', messaggio: null, idempotencyKey: null, ipAddress: null, userAgent: null },
    person: { email: emailKeySql('t.email'), phone: phoneKeySql('t.telefono') },
    interaction: 't.created_at',
  },
  consents: {
    table: 'consents',
    // The proof keeps what was agreed to, when, on which page and under which texts; not who.
    blank: { email: '', ipAddress: null, userAgent: null },
    person: { email: emailKeySql('t.email'), phone: null },
    // A withdrawal is a row of its own (the ledger is append-only): it counts as an interaction.
    interaction: 't.created_at',
  },
} satisfies Record<string, PersonalTable>

/**
 * What a partner wrote to or about the person on a lead: kept with the lead's statistics, blanked with its contact
 * (lead statuses: the message to the person; returns: the partner's note) or deleted (private notes).
 */
export const leadWritings = {
  'lead-statuses': { table: 'lead_statuses', blank: { messaggioCliente: null } },
  'lead-returns': { table: 'lead_returns', blank: { nota: null } },
} as const
