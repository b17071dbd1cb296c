import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The README's map of the code («How it fits together») names every folder of cms/src/ and of content-schema/src/,
 * so a newcomer finds a concern where the map says it is: a folder added without its line fails here.
 */
const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
const map = /## How it fits together\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? ''

const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The map's lines from the one starting with `heading` to the next top-level entry. */
function section(heading: string): string {
  const lines = map.split('\n')
  const start = lines.findIndex((line) => line.startsWith(heading))
  if (start < 0) return ''
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line))
  return lines.slice(start, end < 0 ? undefined : end).join('\n')
}

describe("the README's map of the code", () => {
  it('is there', () => {
    expect(map).toContain('cms/')
    expect(map).toContain('content-schema/src/')
  })

  it.each(foldersOf('cms/src'))('names cms/src/%s/', (folder) => {
    expect(section('cms/'), `README.md's map has no src/${folder}/`).toContain(`src/${folder}/`)
  })

  it.each(foldersOf('content-schema/src'))('names content-schema/src/%s/', (folder) => {
    expect(section('content-schema/src/'), `README.md's map has no ${folder}/ under content-schema/src/`).toMatch(new RegExp(`(^|[\\s(,])${folder}/`))
  })
})
