const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

// The id is the upsert key of the partial submission: a guessable one would let a stranger overwrite
// someone else's answers, so the default draws from the platform's cryptographic generator.
function cryptoRandom(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32
}

/** 'LG' + 6 random uppercase letters or digits + the last 4 digits of the timestamp, e.g. 'LGK3Z9QA4821'. */
export function createSessionId(now: number = Date.now(), random: () => number = cryptoRandom): string {
  let code = ''
  for (let i = 0; i < 6; i++) {
    code += ALPHABET[Math.min(Math.floor(random() * ALPHABET.length), ALPHABET.length - 1)]
  }
  return `LG${code}${String(Math.trunc(Math.abs(now))).slice(-4).padStart(4, '0')}`
}

/**
 * A new progress secret (ProgressSecretSchema, partialSubmission.ts): 32 random bytes from the platform's
 * cryptographic generator, base64url. Here, apart from the schema, so the questionnaire's first load needs no zod.
 */
export function createProgressSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
