import path from 'node:path'

/** The public origin the product is reached at (e-mail links, canonical URLs). */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

/**
 * Every origin the product is served on, which the admin's cookie sign-in trusts (Payload's CSRF allow-list):
 * the public origin; on a local public origin also the other loopback name on the same port (a browser opened at
 * http://127.0.0.1:3000/admin when PUBLIC_URL says localhost would otherwise sign in and then be refused every
 * save); and any listed in EXTRA_ORIGINS (comma-separated, e.g. a second domain the proxy also answers).
 */
export function servedOrigins(): string[] {
  const origin = new URL(publicUrl())
  const origins = [origin.origin]
  const loopback = ['localhost', '127.0.0.1']
  if (loopback.includes(origin.hostname)) {
    for (const name of loopback) if (name !== origin.hostname) origins.push(`${origin.protocol}//${name}${origin.port ? `:${origin.port}` : ''}`)
  }
  for (const extra of (process.env.EXTRA_ORIGINS ?? '').split(',')) {
    const trimmed = extra.trim().replace(/\/$/, '')
    if (trimmed) origins.push(new URL(trimmed).origin)
  }
  return [...new Set(origins)]
}

/** Auth cookies are marked Secure whenever the public origin is HTTPS (production). */
export function secureCookies(): boolean {
  return publicUrl().startsWith('https://')
}

/**
 * Where uploads are kept on local disk: DATA_DIR/media (the launcher's data folder, `.data` by default).
 * Relative to the working directory, which is the repository root for every process the launcher starts.
 */
export function mediaDir(): string {
  return path.resolve(process.env.DATA_DIR ?? '.data', 'media')
}
