/** A visitor's address as the bench's loads send it (x-forwarded-for, TRUST_PROXY=1): each request from its own. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
}
