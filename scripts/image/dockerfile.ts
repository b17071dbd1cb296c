/**
 * What scripts/image-build-test.ts needs to read a Dockerfile without a Docker engine: its instructions (continuation
 * lines joined, comments dropped), variable substitution, ENV/ARG pairs, exec and shell forms, and .dockerignore.
 */
import path from 'node:path'

export type Instruction = { keyword: string; args: string; line: number }

/** The instructions scripts/image-build-test.ts interprets; any other fails it. */
export const interpretedInstructions = ['FROM', 'ARG', 'ENV', 'WORKDIR', 'USER', 'EXPOSE', 'LABEL', 'CMD', 'HEALTHCHECK', 'COPY', 'RUN'] as const

/** The Dockerfile's instructions, in order: `\` continues a line, `#` lines are comments (parser directives too). */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = []
  let pending: { text: string; line: number } | undefined
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '')
    const trimmed = line.trim()
    if (!pending && (!trimmed || trimmed.startsWith('#'))) return
    if (pending && trimmed.startsWith('#')) return
    const continued = /\\\s*$/.test(line)
    const part = continued ? line.replace(/\\\s*$/, '') : line
    pending = pending ? { text: `${pending.text} ${part.trim()}`, line: pending.line } : { text: part.trim(), line: index + 1 }
    if (continued) return
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(pending.text)!
    instructions.push({ keyword: keyword!.toUpperCase(), args: args!.trim(), line: pending.line })
    pending = undefined
  })
  if (pending) throw new Error(`Dockerfile line ${pending.line}: a continuation with nothing after it`)
  return instructions
}

/** `$NAME`, `${NAME}`, `${NAME:-default}` and `${NAME:+word}` from `vars`, as the builder substitutes them. */
export function substitute(text: string, vars: Record<string, string>): string {
  return text.replace(/\\\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced, operator, word, bare) => {
    if (match === '\\$') return '$'
    const value = vars[braced ?? bare]
    if (operator === '-') return value ? value : word
    if (operator === '+') return value ? word : ''
    return value ?? ''
  })
}

/** Words of `text` as a shell splits them: spaces separate, quotes group, a backslash escapes. */
export function words(text: string): string[] {
  const out: string[] = []
  let current: string | undefined
  let quote: string | undefined
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quote) {
      if (char === quote) quote = undefined
      else if (char === '\\' && quote === '"' && i + 1 < text.length) current += text[++i]
      else current += char
    } else if (char === '"' || char === "'") {
      quote = char
      current ??= ''
    } else if (char === '\\' && i + 1 < text.length) current = (current ?? '') + text[++i]
    else if (/\s/.test(char)) {
      if (current !== undefined) out.push(current)
      current = undefined
    } else current = (current ?? '') + char
  }
  if (quote) throw new Error(`unterminated quote in: ${text}`)
  if (current !== undefined) out.push(current)
  return out
}

/** `ENV a=1 b="x y"` (or the old `ENV a 1`) and `ARG a=1 b`: the pairs, substituted with `vars`; an ARG without a value is undefined. */
export function pairs(args: string, vars: Record<string, string>): [string, string | undefined][] {
  const list = words(args)
  if (list.length >= 2 && !list[0]!.includes('=')) return [[list[0]!, substitute(args.slice(args.indexOf(list[0]!) + list[0]!.length).trim(), vars)]]
  return list.map((word) => {
    const at = word.indexOf('=')
    return at < 0 ? [word, undefined] : [word.slice(0, at), substitute(word.slice(at + 1), vars)]
  })
}

/** A command in exec form (`["a", "b"]`) as it is, in shell form as `/bin/sh -c` runs it. */
export function commandOf(args: string): { argv: string[]; shell: boolean } {
  if (args.startsWith('[')) {
    const argv = JSON.parse(args) as unknown
    if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string') || argv.length === 0) throw new Error(`not an exec form: ${args}`)
    return { argv, shell: false }
  }
  return { argv: ['/bin/sh', '-c', args], shell: true }
}

/** Leading `--name=value` flags of an instruction (COPY, HEALTHCHECK, FROM), and the rest. */
export function flags(args: string): { flags: Record<string, string>; rest: string } {
  const found: Record<string, string> = {}
  let rest = args
  for (let match = /^--([a-z-]+)=(\S+)\s*/.exec(rest); match; match = /^--([a-z-]+)=(\S+)\s*/.exec(rest)) {
    found[match[1]!] = match[2]!
    rest = rest.slice(match[0].length)
  }
  return { flags: found, rest }
}

/** Docker's durations (`10s`, `1m30s`, `500ms`) in milliseconds. */
export function duration(text: string): number {
  let ms = 0
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) ms += Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h']
  return ms
}

/**
 * .dockerignore: whether `relative` (a path in the build context, `/`-separated) is left out of it. Patterns are
 * globs from the context's root (`**` any depth); a pattern naming a folder leaves out all under it; a later `!`
 * pattern takes a path back in.
 */
export function dockerignore(text: string): (relative: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ include: line.startsWith('!'), pattern: path.posix.normalize(line.replace(/^!/, '').replace(/^\/+/, '')).replace(/\/+$/, '') }))
  return (relative) => {
    const segments = relative.split('/')
    let ignored = false
    for (const rule of rules) {
      // The path itself or one of its folders.
      const matches = segments.some((_, index) => path.posix.matchesGlob(segments.slice(0, index + 1).join('/'), rule.pattern))
      if (matches) ignored = !rule.include
    }
    return ignored
  }
}
