/**
 * `npm run js-bytes [routes…]`: the JavaScript each page ships, gzip-compressed, as a browser would fetch it:
 * inline <script>s, <script src>, module preloads, the islands' component and renderer modules, and every
 * module those import in turn. Content pages must stay within 2 KB; pages with an island are listed too.
 * Uses BASE_URL when given, or starts the product itself (scripts/product.ts).
 */
import { gzipSync } from 'node:zlib'
import { contentRoutes } from '../tests/e2e/routes.ts'
import { withProduct } from './product.ts'

const CONTENT_PAGE_BUDGET = 2048

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1]

/** Inline scripts are JavaScript unless typed as data (JSON-LD) or JSON. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body)
    .filter((body) => body.trim().length > 0)
}

function externalScripts(html: string, pageUrl: string): string[] {
  const urls = [
    ...[...html.matchAll(/<script\s[^>]*>/g)].map(([tag]) => attribute(tag, 'src')),
    ...[...html.matchAll(/<link\s[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, 'href')),
    ...[...html.matchAll(/<astro-island\s[^>]*>/g)].flatMap(([tag]) => [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')]),
  ]
  return urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url.replace(/&amp;/g, '&'), pageUrl).href)
}

/** Static and dynamic imports of a bundled module ('./chunk.js', "/_astro/x.js"). */
function importsOf(source: string, moduleUrl: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.m?js)["']/g)].map(([, specifier]) => specifier)
  return specifiers.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/')).map((specifier) => new URL(specifier, moduleUrl).href)
}

async function measure(baseUrl: string, route: string) {
  const pageUrl = `${baseUrl}${route}`
  const html = await (await fetch(pageUrl)).text()
  const inline = inlineScripts(html)
  const seen = new Set<string>()
  const queue = externalScripts(html, pageUrl)
  let externalBytes = 0
  while (queue.length > 0) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const source = await (await fetch(url)).text()
    externalBytes += gzipSync(source).length
    queue.push(...importsOf(source, url))
  }
  const inlineBytes = inline.length ? gzipSync(inline.join('\n')).length : 0
  const islands = (html.match(/<astro-island\s/g) ?? []).length
  return { route, inlineBytes, externalBytes, files: seen.size, islands, total: inlineBytes + externalBytes }
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...contentRoutes, '/luce-gas-start']

const results = await withProduct(async (baseUrl) => {
  const rows = []
  for (const route of routes) rows.push(await measure(baseUrl, route))
  return rows
})

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
console.log(`\n${'route'.padEnd(40)} ${'inline'.padStart(9)} ${'files'.padStart(9)} ${'total gz'.padStart(10)}  islands`)
let overBudget = 0
for (const row of results) {
  const content = row.islands === 0
  const flag = content && row.total > CONTENT_PAGE_BUDGET ? '  ✘ over the 2 KB budget of a content page' : ''
  if (flag) overBudget++
  console.log(`${row.route.padEnd(40)} ${kb(row.inlineBytes).padStart(9)} ${String(row.files).padStart(9)} ${kb(row.total).padStart(10)}  ${row.islands}${flag}`)
}
console.log(overBudget ? `\n${overBudget} content page(s) over budget` : '\nEvery content page (no island) is within 2 KB of gzip JavaScript.')
process.exit(overBudget ? 1 : 0)
