import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload 3.90's stored password format (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * `pbkdf2-sha256-v1:<hex>` from 600,000 iterations and 32-byte keys, or a bare hex hash of the older 25,000
 * iterations and 512 bytes. Payload does not export its check; tests/integration/accounts/accounts.test.ts proves these
 * functions agree with the hashes Payload writes, so an update that changes the format fails there.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** Whether `password` is the one stored as `hash` and `salt`, in constant time. */
export async function matchesStoredPassword(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const actual = await pbkdf2(password, stored.salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/**
 * The work of checking a password against a current hash, for an address that has no account: the answer then
 * takes as long as for an account with a wrong password, so timing does not tell which addresses exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
