/**
 * `npm run lighthouse [routes…]`: Lighthouse's four scores per route with its default mobile settings
 * (emulated phone, simulated slow 4G and 4× CPU slowdown), in Debian's Chromium. Uses BASE_URL when given,
 * or starts the product itself (scripts/product.ts). Without arguments it audits every content route.
 * Each route is audited LIGHTHOUSE_RUNS times (3 unless set) and the median run by performance is reported with
 * the range: a single run's score moves by ten points on a shared machine (Lighthouse's own advice is the median).
 */
import lighthouse, { type Result } from 'lighthouse'
import { launch } from 'chrome-launcher'
import { contentRoutes } from '../tests/e2e/routes.ts'
import { withProduct } from './product.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const routes = process.argv.slice(2).length ? process.argv.slice(2) : contentRoutes
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

const rows = await withProduct(async (baseUrl) => {
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
})

console.log(`\nLighthouse (mobile, median of ${runs}) ${''.padEnd(13)} perf  a11y  best   seo   LCP        TBT      CLS     perf range`)
for (const row of rows) {
  console.log(
    `${row.route.padEnd(40)} ${row.scores.map((score) => String(score).padStart(4)).join('  ')}   ${row.lcp.padEnd(10)} ${row.tbt.padEnd(8)} ${row.cls.padEnd(7)} ${row.range}` +
      (row.failing.length ? `\n${' '.repeat(42)}failing: ${row.failing.join(', ')}` : ''),
  )
}
