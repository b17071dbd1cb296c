import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockClasses } from '../../cms/src/database/locks.ts'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('advisory locks', () => {
  it('give each kind of thing locked a class of its own', () => {
    const classes = Object.values(lockClasses)
    expect(new Set(classes).size).toBe(classes.length)
  })

  it('are taken only through cms/src/database/locks.ts, never with a class written by hand', () => {
    const handWritten = ['cms/src', 'server', 'scripts']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => !file.endsWith(path.join('database', 'locks.ts')))
      .filter((file) => /pg_(try_)?advisory_xact_lock\(\s*\d/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(handWritten).toEqual([])
  })
})
