import { validOperators } from 'payload/shared'
import { describe, expect, it } from 'vitest'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * The sweep behind tests/integration/platform/rest-refusals.test.ts (a long run: thousands of queries): every operator on every
 * field of every collection and of its versions, as an admin, answers below 500.
 */
describe('a where whose operator does not apply to its field', () => {
  it('never answers 5xx, for any field of any collection or version, any operator and value (admin)', async () => {
    const admin = await loginAs('Admin')
    const p = await payload()
    const failures: string[] = []
    let asked = 0
    const ask = async (path: string) => {
      asked++
      const answer = await rest('GET', path, { token: admin })
      if (answer.status >= 500) failures.push(`${answer.status} ${path}`)
    }
    for (const collection of p.config.collections) {
      if (collection.endpoints === false) continue
      const names = ['id', ...collection.flattenedFields.map((field) => field.name)]
      const jsonKeys = collection.flattenedFields.filter((field) => field.type === 'json' || field.type === 'blocks').map((field) => `${field.name}.chiave`)
      const polymorphic = collection.flattenedFields
        .filter((field) => (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo))
        .flatMap((field) => [`${field.name}.relationTo`, `${field.name}.value`])
      const paths = [...names, ...jsonKeys, ...polymorphic, ...(collection.versions ? names.map((name) => `version.${name}`) : [])]
      for (const path of paths) {
        const route = path.startsWith('version.') ? `/${collection.slug}/versions` : `/${collection.slug}`
        for (const operator of validOperators) {
          for (const value of ['x', '1']) await ask(`${route}?where[${path}][${operator}]=${value}&limit=1&depth=0`)
        }
      }
    }
    console.log(`${asked} queries over ${p.config.collections.length} collections: ${failures.length} answered 5xx`)
    expect(failures).toEqual([])
  }, 600_000)
})
