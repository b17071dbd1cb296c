/** What an anonymised person's name becomes; their e-mail and phone become empty strings. */
export const ANONYMISED_NAME = 'Anonimizzato'

/** What an audit-log entry that named a person says once that person's data is erased or purged. */
export const ANONYMISED_AUDIT_SUBJECT = 'Interessato anonimizzato'

/** The queued tasks whose input holds a person's address, phone or the text sent to them. */
export const personalJobTasks = ['sendEmail', 'sendSms', 'passwordReset'] as const
