import fc from 'fast-check'
import { validOperators } from 'payload/shared'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { genericMessages } from '#content-schema'
import { loginAs, payload, rest, type RestResult } from '../support/helpers.ts'
import { capturePayloadLog, failedStatements } from '../support/payloadLog.ts'

/**
 * The REST query grammar (the long sweep of every field is rest-refusals-sweep.long.test.ts): every operator Payload
 * accepts, on one field of each field type (and a key inside a JSON value, a part of a relationship to several
 * collections, a field of a related record, a version's field), with values of each shape, sent in brackets and as a
 * JSON string, and the other query parameters with values they do not expect. Each answer is below 500 and, when
 * refused, refused in Italian (cms/src/api/restLimits.ts, cms/src/api/whereOperators.ts), and refused before PostgreSQL
 * is asked: no statement fails on a value the client sent, which Payload would log as an ERROR with its SQL.
 *
 * Every operator on every path is asked in each run. `npm test` asks it with GRAMMAR_VALUES of its 13 value shapes (4),
 * drawn from a fresh seed each run, printed (GRAMMAR_SEED replays it); `npm run test:full` with all of them
 * (GRAMMAR_VALUES=all).
 */
const VALUES = process.env.GRAMMAR_VALUES === 'all' ? Number.POSITIVE_INFINITY : Number(process.env.GRAMMAR_VALUES ?? 4)
const SEED = Number(process.env.GRAMMAR_SEED ?? Math.floor(Math.random() * 2 ** 31))
console.log(`The REST grammar with GRAMMAR_SEED=${SEED} GRAMMAR_VALUES=${VALUES}`)

/** `count` of `queries` (all of them when there are no more), the same ones for the same seed and `turn`. */
function someOf(queries: string[], count: number, turn: number): string[] {
  if (count >= queries.length) return queries
  return fc.sample(fc.shuffledSubarray(queries, { minLength: count, maxLength: count }), { seed: SEED + turn, numRuns: 1 })[0]!
}

let admin = ''
beforeAll(async () => {
  admin = await loginAs('Admin')
})
const failures: string[] = []
let log: ReturnType<typeof capturePayloadLog>
beforeEach(() => {
  failures.length = 0
  log = capturePayloadLog()
})
afterEach(() => log.stop())

/** Words of Payload's own English refusals; an Italian one has none of them. */
const ENGLISH = /\b(not found|something went wrong|is not allowed|the following|invalid|cannot|unauthorized|forbidden)\b/i

function check(path: string, answer: RestResult): void {
  if (answer.status >= 500) failures.push(`${answer.status} ${path}`)
  else if (answer.status >= 400) {
    const messages = ((answer.body.errors as { message?: string }[] | undefined) ?? [{ message: String(answer.body.message ?? '') }]).map((error) => error.message ?? '')
    if (messages.some((message) => message === '' || ENGLISH.test(message))) failures.push(`${answer.status} ${path}: ${messages.join(' | ')}`)
  }
}

async function ask(path: string) {
  check(path, await rest('GET', path, { token: admin }))
}

const bracketValues = (prefix: string) => [`${prefix}=x`, `${prefix}=1`, `${prefix}=2026-01-01`, `${prefix}=1,2`, `${prefix}[0]=a&${prefix}[1]=b`, `${prefix}[k]=v`]
const jsonValues: unknown[] = ['x', 1, true, null, ['a', 'b'], { k: 'v' }, [1, 2]]

describe('the REST query grammar', () => {
  it('answers every operator on every field type, in brackets and as JSON, below 500 and in Italian', async () => {
    const p = await payload()
    // One path per field type, and the nested kinds of path, from the collections an admin may query.
    const paths = new Map<string, { route: string; path: string }>()
    for (const collection of p.config.collections) {
      if (collection.endpoints === false) continue
      for (const field of collection.flattenedFields) {
        const kind = field.type === 'relationship' || field.type === 'upload' ? `${field.type}${Array.isArray(field.relationTo) ? '-poly' : ''}${'hasMany' in field && field.hasMany ? '-many' : ''}` : `${field.type}${'hasMany' in field && field.hasMany ? '-many' : ''}`
        if (!paths.has(kind)) paths.set(kind, { route: `/${collection.slug}`, path: field.name })
        if ((field.type === 'json' || field.type === 'blocks') && !paths.has(`${kind}-key`)) paths.set(`${kind}-key`, { route: `/${collection.slug}`, path: `${field.name}.chiave` })
        if (field.type === 'relationship' && Array.isArray(field.relationTo) && !paths.has('poly-value')) {
          paths.set('poly-value', { route: `/${collection.slug}`, path: `${field.name}.value` })
          paths.set('poly-relationTo', { route: `/${collection.slug}`, path: `${field.name}.relationTo` })
        }
        if (field.type === 'relationship' && typeof field.relationTo === 'string' && !paths.has('related-field')) paths.set('related-field', { route: `/${collection.slug}`, path: `${field.name}.id` })
      }
    }
    paths.set('id', { route: '/pages', path: 'id' })
    paths.set('version-field', { route: '/pages/versions', path: 'version.title' })
    paths.set('unknown', { route: '/pages', path: 'nessuno' })
    expect(paths.size).toBeGreaterThan(15)

    let turn = 0
    for (const { route, path } of paths.values()) {
      for (const operator of validOperators) {
        const queries = [
          ...bracketValues(`where[${path}][${operator}]`),
          ...jsonValues.map((value) => `where=${encodeURIComponent(JSON.stringify({ [path]: { [operator]: value } }))}`),
        ]
        for (const query of someOf(queries, VALUES, turn++)) await ask(`${route}?${query}&limit=1&depth=0`)
      }
    }
    expect(failures).toEqual([])
    expect(failedStatements(log.lines)).toEqual([])
  }, 300_000)

  it('answers the other parameters, and a where or data that is not an object, below 500 and in Italian', async () => {
    const queries = [
      'where=abc',
      'where=1',
      'where=[]',
      'where=null',
      'where={',
      `where=${encodeURIComponent('{"slug":{"near":"1,2"}}')}`,
      'where[slug]=x',
      'where[and]=x',
      'where[or][0]=x',
      'where[and][0][or][0][slug][equals]=x',
      'data=abc',
      'data=[1]',
      'sort=nessuno',
      'sort=-slug,,',
      'sort[0][x]=1',
      'depth=abc',
      'depth=-1',
      'depth=1000',
      'limit=abc',
      'limit=-5',
      'page=abc',
      'page=0',
      'page=-1',
      'page=99999999999',
      'select[nessuno]=true',
      'select=abc',
      'populate[x]=1',
      'populate=abc',
      'joins=abc',
      'joins[x][limit]=abc',
      'draft=abc',
      'trash=abc',
      'locale=xx',
      'fallbackLocale=xx',
      'pagination=abc',
    ]
    for (const route of ['/pages', '/pages/versions', '/pages/1', '/globals/site-settings', '/users', '/merchants']) {
      for (const query of queries) await ask(`${route}?${query}`)
    }
    expect(failures).toEqual([])
    expect(failedStatements(log.lines)).toEqual([])
    // The JSON form still works where it is meant to.
    const found = await rest('GET', `/pages?where=${encodeURIComponent('{"slug":{"equals":"chi-siamo"}}')}&depth=0`, { token: admin })
    expect(found.body.docs?.map((doc) => doc.slug)).toEqual(['chi-siamo'])
  }, 120_000)

  it('answers one Italian 404 for an API route that does not exist, on any method, signed in or not', async () => {
    const notFound = { errors: [{ message: genericMessages.routeNotFound }] }
    const routes = [
      ['GET', '/nessuna-rotta'],
      ['POST', '/nessuna-rotta'],
      ['DELETE', '/nessuna/rotta/qui'],
      ['GET', '/pages/1/altro/ancora'],
      ['PATCH', '/pages/versions/1/altro'],
      ['GET', '/globals/nessuna'],
      ['PUT', '/globals/site-settings/altro'],
      ['GET', '/'],
    ] as const
    for (const token of [admin, await loginAs('Merchant (Prato)'), undefined]) {
      for (const [method, path] of routes) {
        const answer = await rest(method, path, { token })
        expect([answer.status, answer.body], `${method} ${path} ${token ? 'signed in' : 'signed out'}`).toEqual([404, notFound])
      }
    }
    // The real routes are untouched.
    expect((await rest('GET', '/pages?limit=1', { token: admin })).status).toBe(200)
    expect((await rest('GET', '/users/me', { token: admin })).status).toBe(200)
  })
})
