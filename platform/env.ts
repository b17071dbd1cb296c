import path from 'node:path'

/** The public origin the product is reached at (e-mail links, canonical URLs). */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
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
