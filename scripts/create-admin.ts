/**
 * `npm run create-admin`: the first admin of a production database (which gets no demo accounts), or a
 * forgotten admin password. Reads ADMIN_EMAIL and ADMIN_PASSWORD, or asks for them when they are missing and
 * this is a terminal. Creates the account (role admin, e-mail verified), or makes an existing account an admin
 * with that password. Works on DATABASE_URL, or on `npm start`'s embedded database when unset.
 */
import readline from 'node:readline'
import { Writable } from 'node:stream'
import { PASSWORD_MIN } from '#content-schema'
import { passwordProblem } from '../cms/src/accounts/passwordPolicy.ts'
import { useProductDatabase } from './productDatabase.ts'

function emailProblem(email: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Indirizzo e-mail non valido.'
}

/** Asks on the terminal; with `hidden` the typed characters are not echoed (a password). */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk)
      callback()
    },
  })
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true })
  const answer = new Promise<string>((resolve) => rl.question(question, resolve))
  muted = hidden
  const value = await answer
  rl.close()
  if (hidden) process.stdout.write('\n')
  return value.trim()
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const interactive = process.stdin.isTTY === true
let email = process.env.ADMIN_EMAIL?.trim() ?? ''
let password = process.env.ADMIN_PASSWORD ?? ''
if ((!email || !password) && !interactive) fail('Set ADMIN_EMAIL and ADMIN_PASSWORD (or run npm run create-admin in a terminal to be asked).')
if (!email) email = await ask('E-mail of the admin: ')
if (emailProblem(email)) fail(emailProblem(email)!)
if (!password) {
  password = await ask(`Password (at least ${PASSWORD_MIN} characters): `, true)
  if (!(await passwordProblem(password)) && (await ask('Password again: ', true)) !== password) fail('The two passwords differ.')
}
// The server's own policy (length and the common-passwords list), checked before connecting to answer at once.
const problem = await passwordProblem(password)
if (problem) fail(problem)

useProductDatabase()
const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config.ts')
const { collectionSlugs } = await import('../cms/src/slugs.ts')
const payload = await getPayload({ config })
let code = 0
try {
  const existing = await payload.find({ collection: collectionSlugs.users, where: { email: { equals: email.toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true })
  const account = existing.docs[0]
  if (account) {
    await payload.update({
      collection: collectionSlugs.users,
      id: account.id,
      data: { password, roles: ['admin'], _verified: true },
      overrideAccess: true,
    })
    console.log(`${account.email} is now an admin with the new password. Sign in at /admin.`)
  } else {
    const created = await payload.create({ collection: collectionSlugs.users, data: { email, password, roles: ['admin'], _verified: true }, overrideAccess: true })
    console.log(`Admin ${created.email} created. Sign in at /admin.`)
  }
} catch (error) {
  console.error(`The admin was not saved: ${error instanceof Error ? error.message : error}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
