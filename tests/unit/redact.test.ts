import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from '../../platform/logErrors.ts'
import { EMAIL_MASK, PHONE_MASK, redactText } from '../../platform/redact.ts'

const EMAIL = 'mario.rossi+casa@example.com'
const PHONE = '+39 333 123 4567'

/** A logger with the product's options (platform/logging.ts) writing into `lines`. */
function capturedLogger() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: pino({ ...loggerOptions, level: 'info' }, sink), lines }
}

describe('redactText', () => {
  it('masks e-mail addresses and phone numbers in every form a person writes them', () => {
    expect(redactText(`scrivere a ${EMAIL}, oppure Mario@Example.IT`)).toBe(`scrivere a ${EMAIL_MASK}, oppure ${EMAIL_MASK}`)
    for (const phone of [PHONE, '3331234567', '333 1234567', '333-123-4567', '0039 333 1234567', '055 123456', '+393331234567']) {
      expect(redactText(`chiamare ${phone} domani`)).toBe(`chiamare ${PHONE_MASK} domani`)
    }
  })

  it('leaves what only looks like numbers: dates, times, addresses, ids, ports, counts', () => {
    for (const text of [
      'retry at 2026-11-28 17:40:47',
      '2026-11-28T17:40:47.123Z',
      'connect ECONNREFUSED 127.0.0.1:1025',
      'request 3f2a9c1e-1234-5678-9012-123456789012',
      'jobs 12, 13, 14 queued again',
      'took 1234 ms',
      'CAP 59100',
    ]) {
      expect(redactText(text)).toBe(text)
    }
  })
})

describe('the product logger', () => {
  it('writes a failed job as its id, task, try and error class: no input, no body, no address, under 1 KB', () => {
    const { logger, lines } = capturedLogger()
    const html = `<p>Gentile Mario, la richiamiamo al ${PHONE}</p>`.repeat(200)
    const job = {
      id: 41,
      taskSlug: 'sendEmail',
      totalTried: 6,
      input: { to: EMAIL, subject: 'La tua richiesta', html, text: html },
      log: Array.from({ length: 6 }, () => ({ state: 'failed', error: { message: `550 <${EMAIL}> rejected`, stack: 'x'.repeat(2000) }, input: { to: EMAIL } })),
    }
    const err = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: Recipient address rejected`), {
      code: 'EENVELOPE',
      rejected: [EMAIL],
    })
    // As Payload's queue logs a task's failure (payload/dist/queues/errors/handleTaskError.js).
    logger.error({ err, job, msg: 'Error running task 6f1c. Attempt 7/169', taskSlug: 'sendEmail' })

    expect(lines).toHaveLength(1)
    const line = lines[0]!
    expect(line).not.toContain('mario')
    expect(line).not.toContain('333')
    expect(Buffer.byteLength(line)).toBeLessThan(1024)
    expect(JSON.parse(line)).toMatchObject({ level: 50, jobId: 41, task: 'sendEmail', try: 7, errorClass: 'Error EENVELOPE', msg: 'Error running task 6f1c. Attempt 7/169' })
  })

  it('names the class of a task error by the code in its message (Payload keeps only the message of what the task threw)', () => {
    const { logger, lines } = capturedLogger()
    class TaskError extends Error {}
    const job = { id: 7, taskSlug: 'sendEmail', totalTried: 0, input: { to: EMAIL } }
    logger.error({ err: new TaskError('connect ECONNREFUSED 127.0.0.1:1025'), job, msg: 'Error running task 1. Attempt 1', taskSlug: 'sendEmail' })
    logger.error({ err: new TaskError(`550 5.1.1 <${EMAIL}>: Recipient address rejected`), job, msg: 'Error running task 1. Attempt 2', taskSlug: 'sendEmail' })
    logger.error({ err: new TaskError('Greeting never received'), job, msg: 'Error running task 1. Attempt 3', taskSlug: 'sendEmail' })
    expect(lines.map((line) => (JSON.parse(line) as { errorClass: string }).errorClass)).toEqual(['TaskError ECONNREFUSED', 'TaskError 550', 'TaskError'])
    expect(lines.join('\n')).not.toContain('mario')
  })

  it('drops personal fields and masks addresses and numbers in any other line, error or not', () => {
    const { logger, lines } = capturedLogger()
    logger.info({ msg: 'lead', body: { email: EMAIL }, contact: { telefono: PHONE, city: 'Prato' }, note: `richiamare ${PHONE}` })
    logger.warn(`could not notify ${EMAIL}`)
    logger.error(new Error(`duplicate key: (email)=(${EMAIL})`))
    logger.error({ err: Object.assign(new Error('send failed'), { envelope: { to: [EMAIL] }, response: `550 ${EMAIL}` }) }, 'send failed')

    const all = lines.join('\n')
    expect(all).not.toContain('mario')
    expect(all).not.toContain('1234567')
    const [lead, warning, duplicate, send] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lead).toMatchObject({ msg: 'lead', contact: { city: 'Prato' }, note: `richiamare ${PHONE_MASK}` })
    expect(lead).not.toHaveProperty('body')
    expect(warning!.msg).toBe(`could not notify ${EMAIL_MASK}`)
    expect(duplicate!.msg).toBe(`duplicate key: (email)=(${EMAIL_MASK})`)
    expect(send!.err).toMatchObject({ response: `550 ${EMAIL_MASK}` })
    expect(send!.err).not.toHaveProperty('envelope')
  })
})
