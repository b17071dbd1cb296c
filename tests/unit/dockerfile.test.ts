import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib.ts'
import { commandOf, dockerignore, duration, flags, interpretedInstructions, pairs, parseDockerfile, substitute, words } from '../../scripts/image/dockerfile.ts'

/** The reading of a Dockerfile that lets `node scripts/test.ts image` interpret every instruction without Docker. */
describe('Dockerfile reading (scripts/image/dockerfile.ts)', () => {
  it('joins continued lines and drops comments, keeping each instruction’s line', () => {
    const parsed = parseDockerfile('# escape=\\\nFROM node:24 AS build\n\nRUN a \\\n  # a comment inside\n  && b\nenv A=1\n')
    expect(parsed).toEqual([
      { keyword: 'FROM', args: 'node:24 AS build', line: 2 },
      { keyword: 'RUN', args: 'a && b', line: 4 },
      { keyword: 'ENV', args: 'A=1', line: 7 },
    ])
  })

  it('substitutes variables as the builder does, and splits ENV and ARG pairs', () => {
    expect(substitute('$A/${B}/${C:-c}/${A:+set}/\\$A', { A: 'a', B: 'b' })).toBe('a/b/c/set/$A')
    expect(pairs('NODE_ENV=production X="a b" Y=$NODE_ENV', { NODE_ENV: 'dev' })).toEqual([
      ['NODE_ENV', 'production'],
      ['X', 'a b'],
      ['Y', 'dev'],
    ])
    expect(pairs('LEGACY some value', {})).toEqual([['LEGACY', 'some value']])
    expect(pairs('VERSION', {})).toEqual([['VERSION', undefined]])
    expect(words(`a "b c" 'd e' f\\ g`)).toEqual(['a', 'b c', 'd e', 'f g'])
  })

  it('reads exec and shell forms, flags and durations', () => {
    expect(commandOf('["node", "server/web.ts"]')).toEqual({ argv: ['node', 'server/web.ts'], shell: false })
    expect(commandOf('npm ci && echo ok')).toEqual({ argv: ['/bin/sh', '-c', 'npm ci && echo ok'], shell: true })
    expect(flags('--from=build --chown=node:node /app/x ./')).toEqual({ flags: { from: 'build', chown: 'node:node' }, rest: '/app/x ./' })
    expect(duration('1m30s')).toBe(90_000)
    expect(duration('500ms')).toBe(500)
  })

  it('leaves out what .dockerignore names, folders with all under them, and takes back a `!` exception', () => {
    const ignored = dockerignore('node_modules\ncms/.next*\n# comment\n/docs\n!docs/keep.md\n')
    expect(ignored('node_modules')).toBe(true)
    expect(ignored('node_modules/pg/index.js')).toBe(true)
    expect(ignored('cms/.next-bench/BUILD_ID')).toBe(true)
    expect(ignored('docs/operations.md')).toBe(true)
    expect(ignored('docs/keep.md')).toBe(false)
    expect(ignored('cms/payload.config.ts')).toBe(false)
  })

  it('reads the repository’s Dockerfile: every instruction one the image test interprets, a HEALTHCHECK and a CMD', () => {
    const parsed = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    expect(parsed.filter((instruction) => !(interpretedInstructions as readonly string[]).includes(instruction.keyword))).toEqual([])
    expect(parsed.map((instruction) => instruction.keyword)).toEqual(expect.arrayContaining(['HEALTHCHECK', 'CMD', 'EXPOSE', 'USER']))
  })
})
