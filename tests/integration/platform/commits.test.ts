import pg from 'pg'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../../cms/src/api/publicWrite.ts'
import { notifyAfterCommit } from '../../../cms/src/database/notify.ts'
import { CommitNotConfirmedError, inTransaction } from '../../../cms/src/database/transaction.ts'
import { SITE_CACHE_CHANNEL } from '../../../platform/cacheTags.ts'
import { payload } from '../support/helpers.ts'

/**
 * A write is stored only when PostgreSQL confirms its commit (cms/src/database/transaction.ts, ownCommits): Payload's
 * own commit drops a failed COMMIT, so without the product's a write whose COMMIT failed answered as stored. The COMMIT
 * is made to fail by a deferred constraint trigger on the FAQs' table (checked only at commit), and the connection to
 * die by PostgreSQL ending the backend between the work and the commit.
 */
const REFUSED = 'Rifiutata al commit'
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
const notices: string[] = []

beforeAll(async () => {
  await payload()
  await admin.connect()
  await admin.query(`create function refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit' using errcode = '23514'; end $$`)
  await admin.query(`create constraint trigger refuse_at_commit after insert on faqs deferrable initially deferred for each row when (new.question = '${REFUSED}') execute function refuse_at_commit()`)
  await listener.connect()
  listener.on('notification', (message) => notices.push(message.payload ?? ''))
  await listener.query(`LISTEN ${SITE_CACHE_CHANNEL}`)
})
afterAll(async () => {
  await admin.query('drop trigger refuse_at_commit on faqs; drop function refuse_at_commit()')
  await Promise.all([admin.end(), listener.end()])
})

const faq = (question: string) => ({ question, answer: 'Una risposta.', order: 99, _status: 'published' as const })
const stored = async (question: string) => (await admin.query<{ n: number }>('select count(*)::int as n from faqs where question = $1', [question])).rows[0]!.n

describe('a commit PostgreSQL does not confirm', () => {
  it('fails Payload’s own operation, which stores and announces nothing', async () => {
    const p = await payload()
    const before = notices.length
    await expect(p.create({ collection: 'faqs', data: faq(REFUSED), overrideAccess: true })).rejects.toThrow(CommitNotConfirmedError)
    expect(await stored(REFUSED)).toBe(0)
    // The same operation whose commit succeeds is stored and announced, after its commit.
    await p.create({ collection: 'faqs', data: faq('Confermata al commit'), overrideAccess: true })
    expect(await stored('Confermata al commit')).toBe(1)
    await expect.poll(() => notices.length).toBeGreaterThan(before)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(notices.slice(before)).toHaveLength(1)
  })

  it('fails a public write’s transaction as an outage (a 503: the form resends with its idempotency key)', async () => {
    const p = await payload()
    const req = await createLocalReq({}, p)
    const error = await inTransaction(req, () => p.create({ collection: 'faqs', data: faq(REFUSED), overrideAccess: true, req })).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(CommitNotConfirmedError)
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(await stored(REFUSED)).toBe(0)
  })

  it('fails a transaction whose connection died before its commit', async () => {
    const p = await payload()
    const req = await createLocalReq({}, p)
    const question = 'Connessione chiusa prima del commit'
    let ended: number | null = null
    const error = await inTransaction(req, async () => {
      await p.create({ collection: 'faqs', data: faq(question), overrideAccess: true, req })
      // This transaction's backend, idle between its statements: PostgreSQL ends it.
      ended = (await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`)).rowCount
    }).catch((thrown: unknown) => thrown)
    expect(ended).toBe(1)
    expect(error).toBeInstanceOf(CommitNotConfirmedError)
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(await stored(question)).toBe(0)
    // The pool serves again.
    await p.create({ collection: 'faqs', data: faq('Dopo la connessione chiusa'), overrideAccess: true })
    expect(await stored('Dopo la connessione chiusa')).toBe(1)
  })

  it('is not a notification that fails after it: the write is stored, the warning logged', async () => {
    const p = await payload()
    const req = await createLocalReq({}, p)
    const question = 'Notifica troppo lunga'
    const warned: string[] = []
    const warn = p.logger.warn.bind(p.logger)
    p.logger.warn = ((message: unknown) => warned.push(JSON.stringify(message))) as typeof p.logger.warn
    try {
      await inTransaction(req, async () => {
        await p.create({ collection: 'faqs', data: faq(question), overrideAccess: true, req })
        // Over PostgreSQL's 8,000 bytes a notification: its NOTIFY, sent after the COMMIT, fails.
        await notifyAfterCommit(req, SITE_CACHE_CHANNEL, 'x'.repeat(9000))
      })
    } finally {
      p.logger.warn = warn
    }
    expect(await stored(question)).toBe(1)
    expect(warned.some((message) => message.includes('not sent after a commit'))).toBe(true)
  })
})
