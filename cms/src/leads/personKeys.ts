/**
 * How a repeat recognises the same person: the e-mail in lower case, the phone as its digits without Italy's
 * +39 / 0039. Stored on each lead (chiaveEmail, chiaveTelefono, set by the collection's hook) so the repeat check is
 * a plain indexed equality, and used for the person's lock, which must agree with it for the lock to hold.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

export function phoneKey(phone: string): string {
  return phone.replace(/^\s*(\+|00)39/, '').replace(/\D/g, '')
}
