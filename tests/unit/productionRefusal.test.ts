import { describe, expect, it } from 'vitest'
import { productionRefusal } from '../../platform/env.ts'

const complete = { DATABASE_URL: 'postgres://db/casaconfronta', PAYLOAD_SECRET: 's'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587', SMS_URL: 'https://sms.example.com/send' }

describe('a production start', () => {
  it('needs its secret, its mail server and its SMS gateway, whether DATABASE_URL or NODE_ENV says production', () => {
    expect(productionRefusal(complete)).toBeUndefined()
    expect(productionRefusal({ ...complete, SMTP_URL: undefined })).toMatch(/^A production start \(DATABASE_URL is set\) needs SMTP_URL:/)
    expect(productionRefusal({ ...complete, SMS_URL: '' })).toMatch(/needs SMS_URL:/)
    expect(productionRefusal({ ...complete, PAYLOAD_SECRET: undefined })).toMatch(/needs PAYLOAD_SECRET:/)
    expect(productionRefusal({ NODE_ENV: 'production' })).toMatch(/^A production start \(NODE_ENV=production\) needs PAYLOAD_SECRET, SMTP_URL, SMS_URL:/)
  })

  it('takes the test inboxes only when asked explicitly (ALLOW_TEST_INBOXES=1), never without a secret', () => {
    expect(productionRefusal({ DATABASE_URL: complete.DATABASE_URL, PAYLOAD_SECRET: complete.PAYLOAD_SECRET, ALLOW_TEST_INBOXES: '1' })).toBeUndefined()
    expect(productionRefusal({ DATABASE_URL: complete.DATABASE_URL, ALLOW_TEST_INBOXES: '1' })).toMatch(/needs PAYLOAD_SECRET:/)
    expect(productionRefusal({ DATABASE_URL: complete.DATABASE_URL, PAYLOAD_SECRET: complete.PAYLOAD_SECRET, ALLOW_TEST_INBOXES: 'yes' })).toMatch(/needs SMTP_URL, SMS_URL:/)
  })

  it('is not one on a development machine (the embedded database)', () => {
    expect(productionRefusal({})).toBeUndefined()
    expect(productionRefusal({ NODE_ENV: 'development' })).toBeUndefined()
  })
})
