/**
 * What the measuring commands measure, on a product already running at `baseUrl`: the JavaScript a page ships
 * (`npm run js-bytes`) and Lighthouse's scores (`npm run lighthouse`). `npm run bench` runs both on its product.
 */
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

export const CONTENT_PAGE_BUDGET = 2048

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

/** The gzip JavaScript one page ships: inline scripts, script files, module preloads, islands and all they import. */
export async function measureJs(baseUrl: string, route: string) {
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

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * Lighthouse's four scores per route with its default mobile settings (emulated phone, simulated slow 4G and 4×
 * CPU slowdown), in Debian's Chromium. Each route is audited `runs` times and the median run by performance is
 * reported with the range: a single run's score moves by ten points on a shared machine (Lighthouse's own advice
 * is the median).
 */
export async function auditLighthouse(baseUrl: string, routes: string[], runs: number) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const results = []
    for (const route of routes) {
      const url = `${baseUrl}${route}`
      // A first visit fills the site's page cache, so the audit measures what visitors normally get.
      await fetch(url)
      const audits: Result[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        audits.push(result.lhr)
      }
      const performance = (report: Result) => report.categories.performance?.score ?? 0
      audits.sort((a, b) => performance(a) - performance(b))
      const lhr = audits[Math.floor(audits.length / 2)]!
      const range = `${Math.round(performance(audits[0]!) * 100)}–${Math.round(performance(audits.at(-1)!) * 100)}`
      const score = (category: (typeof categories)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id)
      results.push({
        route,
        scores: categories.map(score),
        range,
        lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
        cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
        tbt: lhr.audits['total-blocking-time']?.displayValue ?? '',
        failing,
      })
      console.log(`audited ${route}`)
    }
    return results
  } finally {
    chrome.kill()
  }
}
