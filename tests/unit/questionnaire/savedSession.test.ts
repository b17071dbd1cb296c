import { describe, expect, it } from 'vitest'
import { createProgressSecret, createSessionId } from '#content-schema'
import { parseLocation, parseSavedSession } from '../../../site/src/islands/questionnaire/savedSession.ts'

/** What the questionnaire page reads back from session storage and the URL, checked only when present. */
const saved = {
  version: 3,
  sessionId: createSessionId(),
  progressSecret: createProgressSecret(),
  idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
  stepIndex: 2,
  answers: { serviceNeeded: 'Luce + Gas', electricityUsage: ['Frigorifero'], residents: 3 },
  location: '59100 - Prato',
  utm: { source: 'google' },
}

describe('the saved questionnaire session', () => {
  it('comes back whole when it was answered against the same version', () => {
    expect(parseSavedSession(JSON.stringify(saved), 3)).toEqual(saved)
  })

  it('is ignored when the questionnaire has changed version since', () => {
    expect(parseSavedSession(JSON.stringify(saved), 4)).toBeNull()
  })

  it.each([
    ['not JSON', '{rotto'],
    ['a forged session id', JSON.stringify({ ...saved, sessionId: 'LG-finto' })],
    ['no progress secret (saved before secrets existed)', JSON.stringify({ ...saved, progressSecret: undefined })],
    ['a negative step', JSON.stringify({ ...saved, stepIndex: -1 })],
    ['an answer of the wrong shape', JSON.stringify({ ...saved, answers: { serviceNeeded: { x: 1 } } })],
    ['an unknown campaign field', JSON.stringify({ ...saved, utm: { altro: 'x' } })],
    ['null', 'null'],
  ])('is ignored when it holds %s', (_, stored) => {
    expect(parseSavedSession(stored, 3)).toBeNull()
  })
})

describe('a location handed over in the URL', () => {
  it.each([
    ['59100 - Prato', '59100 - Prato'],
    [' 20121 ', '20121'],
    ['5910', null],
    ['59100 Prato', null],
  ])('%j is read as %j', (value, expected) => {
    expect(parseLocation(value)).toBe(expected)
  })
})
