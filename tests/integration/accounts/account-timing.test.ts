import { describe, expect, it } from 'vitest'
import { merchantAuthMessages } from '#content-schema'
import { demo, payload, rest } from '../support/helpers.ts'
import { freshIp, queuedTo, storedUser, strong } from '../support/accountsHelpers.ts'

/**
 * Whether an address has an account shows neither in the answers nor in their times: sign-in, forgot-password and
 * sign-up answer known and unknown addresses alike. A file of its own: the refusal floors make it the longest wait
 * of the account tests, and here it runs beside them.
 */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Answer times of two kinds of call, 20 pairs, each pair back to back (the order alternating) so both calls of
 * a pair meet the same load from the other test files and processes on the two cores. Returns the medians and
 * the median of the pairs' differences, the figure compared.
 */
async function medians(known: (i: number) => Promise<unknown>, unknown: (i: number) => Promise<unknown>, rounds = 20) {
  const a: number[] = []
  const b: number[] = []
  // A warm-up of each, so neither side pays for a first query plan or a lazy import.
  await known(-1)
  await unknown(-1)
  const timed = async (call: () => Promise<unknown>) => {
    const start = performance.now()
    await call()
    return performance.now() - start
  }
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      a.push(await timed(() => known(i)))
      b.push(await timed(() => unknown(i)))
    } else {
      b.push(await timed(() => unknown(i)))
      a.push(await timed(() => known(i)))
    }
  }
  return { known: median(a), unknown: median(b), difference: Math.abs(median(a.map((value, i) => value - b[i]!))) }
}

describe('the same answer in the same time for known and unknown addresses', () => {
  it('on sign-in', async () => {
    const email = demo('Merchant (Prato)').email
    const answers = new Set<string>()
    const call = (address: string) => async () => {
      const result = await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: address, password: 'Sbagliata!123' } })
      answers.add(`${result.status} ${JSON.stringify(result.body)}`)
    }
    const times = await medians(call(email), (i) => call(`nessuno.${i}@example.com`)())
    expect([...answers]).toEqual([`401 ${JSON.stringify({ errors: [{ code: 'invalid_credentials', message: merchantAuthMessages.invalidCredentials }] })}`])
    console.log(`sign-in: known ${times.known.toFixed(1)} ms, unknown ${times.unknown.toFixed(1)} ms, median difference ${times.difference.toFixed(1)} ms`)
    expect(times.difference).toBeLessThan(20)
  }, 120_000)

  it('on forgot-password', async () => {
    const email = demo('Merchant (Prato)').email
    const answers = new Set<string>()
    const call = (address: string) => async () => {
      const result = await rest('POST', '/users/forgot-password', { headers: { 'x-real-ip': freshIp() }, body: { email: address } })
      answers.add(`${result.status} ${JSON.stringify(result.body)}`)
    }
    const times = await medians(call(email), (i) => call(`nessuno.reset.${i}@example.com`)())
    expect([...answers]).toEqual([`200 ${JSON.stringify({ message: merchantAuthMessages.forgotSent })}`])
    console.log(`forgot-password: known ${times.known.toFixed(1)} ms, unknown ${times.unknown.toFixed(1)} ms, median difference ${times.difference.toFixed(1)} ms`)
    expect(times.difference).toBeLessThan(20)
    // The queued work: a known address gets its reset e-mail when the job runs, an unknown one nothing.
    const p = await payload()
    await p.jobs.run({ where: { taskSlug: { equals: 'passwordReset' } }, limit: 100 })
    expect((await queuedTo(email)).filter((job) => job.task === 'sendEmail').map((job) => job.input.subject)).toContain('Reimposta la tua password - CasaConfronta')
    expect((await queuedTo('nessuno.reset.0@example.com')).map((job) => job.task)).toEqual(['passwordReset'])
  }, 120_000)

  it('on sign-up: an existing address gets an e-mail instead of a 409', async () => {
    const existing = demo('Merchant (Milano)').email
    const answers = new Set<string>()
    const call = (address: string) => async () => {
      const result = await rest('POST', '/merchant-signup', { headers: { 'x-real-ip': freshIp() }, body: { email: address, password: strong, confirmPassword: strong } })
      answers.add(`${result.status} ${JSON.stringify(result.body)}`)
    }
    const times = await medians(call(existing), (i) => call(`nuovo.tempo.${i + 1}@example.com`)())
    expect([...answers]).toEqual([`201 ${JSON.stringify({ ok: true, verified: false, message: merchantAuthMessages.confirmEmail })}`])
    console.log(`sign-up: existing ${times.known.toFixed(1)} ms, new ${times.unknown.toFixed(1)} ms, median difference ${times.difference.toFixed(1)} ms`)
    expect(times.difference).toBeLessThan(20)
    const notices = (await queuedTo(existing)).map((job) => job.input.subject)
    expect(notices).toContain('Tentativo di registrazione con la tua email - CasaConfronta')
    expect((await storedUser(existing)).roles).toEqual(['merchant'])
  }, 120_000)
})
