/** The public origin the product is reached at (e-mail links, canonical URLs). */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

/** Auth cookies are marked Secure whenever the public origin is HTTPS (production). */
export function secureCookies(): boolean {
  return publicUrl().startsWith('https://')
}
