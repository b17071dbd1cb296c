import { describe, expect, it } from 'vitest'
import { createProgressSecret, createSessionId, ProgressSecretSchema, SessionIdSchema } from '#content-schema'

function sequence(...values: number[]) {
  let index = 0
  return () => values[index++ % values.length]
}

describe('session id', () => {
  it("is 'LG', six random uppercase letters or digits, and the timestamp's last four digits", () => {
    expect(createSessionId(1732233445123, sequence(0, 0.5, 0.999999, 0.1, 0.72, 0.28))).toBe('LGAS9DZK5123')
  })

  it('pads a short timestamp to four digits', () => {
    expect(createSessionId(42, () => 0)).toBe('LGAAAAAA0042')
  })

  it('draws a new code each time by default and passes its own schema', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId()))
    expect(ids.size).toBe(50)
    for (const id of ids) {
      expect(id).toMatch(/^LG[A-Z0-9]{6}\d{4}$/)
      expect(id.slice(-4)).toMatch(/^\d{4}$/)
      expect(SessionIdSchema.parse(id)).toBe(id)
    }
  })

  it.each(['lgABCDEF1234', 'LGabcdef1234', 'LGABCDE1234', 'LGABCDEF123', 'XXABCDEF1234', 'LGABCDEF12345', 'LGABCDEFABCD'])('refuses %s', (id) => {
    const result = SessionIdSchema.safeParse(id)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Codice di sessione non valido.'])
  })
})

describe('createProgressSecret', () => {
  it('draws a fresh secret the progress endpoint accepts, each time another', () => {
    const secrets = Array.from({ length: 50 }, () => createProgressSecret())
    expect(new Set(secrets).size).toBe(50)
    for (const secret of secrets) expect(ProgressSecretSchema.parse(secret)).toBe(secret)
    expect(ProgressSecretSchema.safeParse('corto').success).toBe(false)
  })
})
