import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { routeId } from '../../cms/src/api/routeId.ts'

const withId = (id: string | undefined) => ({ routeParams: id === undefined ? {} : { id } }) as unknown as PayloadRequest

describe("a route's record id", () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(2 ** 31 - 1), 2 ** 31 - 1],
  ])('%s is the record %d', (given, id) => {
    expect(routeId(withId(given))).toBe(id)
  })

  // 2^31 would reach Postgres as an integer out of range (a 500) instead of the endpoint's own 400/404.
  it.each(['0', '-3', '1.5', 'abc', '', String(2 ** 31), '1e20', undefined])('%s is no record id', (given) => {
    expect(routeId(withId(given))).toBeNull()
  })
})
