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

/**
 * Whether this start seeds the demo records. The launcher asks for them on its embedded development database;
 * anywhere else (DATABASE_URL, the Docker image) only an explicit SEED_DEMO=1 does. Here, not beside the demo data's
 * guard: the launcher asks it, and the guard's definitions load Payload and the product's modules (about 4 s of CPU).
 */
export function wantsDemoData(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.SEED_DEMO === '1'
}

/**
 * A production start (DATABASE_URL set, or NODE_ENV=production) never falls back to what only a development machine
 * should have: the mail and SMS catchers would swallow real e-mails and consumers' codes, and a secret generated
 * into the data folder would differ between machines. ALLOW_TEST_INBOXES=1 allows the catchers explicitly (a staging
 * or test installation); PAYLOAD_SECRET is always required there.
 */
export function productionRefusal(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (!env.DATABASE_URL && env.NODE_ENV !== 'production') return undefined
  const missing = ['PAYLOAD_SECRET', ...(env.ALLOW_TEST_INBOXES === '1' ? [] : ['SMTP_URL', 'SMS_URL'])].filter((name) => !env[name])
  if (missing.length === 0) return undefined
  return [
    `A production start (${env.DATABASE_URL ? 'DATABASE_URL is set' : 'NODE_ENV=production'}) needs ${missing.join(', ')}:`,
    ...missing.map(
      (name) =>
        ({
          PAYLOAD_SECRET: '  PAYLOAD_SECRET  a long random string (openssl rand -hex 32), the same on every process and machine',
          SMTP_URL: '  SMTP_URL        your mail server, e.g. smtp://user:pass@smtp.example.com:587',
          SMS_URL: '  SMS_URL         your SMS gateway (docs/requests.md, "Confirming the contacts")',
        })[name],
    ),
    'Without them e-mails and confirmation codes would go to the test inboxes, which nobody reads.',
    'For a staging or test installation, ALLOW_TEST_INBOXES=1 starts the mail and SMS test inboxes instead.',
  ].join('\n')
}
