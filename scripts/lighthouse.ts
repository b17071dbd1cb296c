/**
 * `npm run lighthouse [routes…]`: Lighthouse's four scores per route with its default mobile settings
 * (emulated phone, simulated slow 4G and 4× CPU slowdown), in Debian's Chromium. Uses BASE_URL when given,
 * or starts the product itself (scripts/product.ts). Without arguments it audits every content route.
 */
import lighthouse from 'lighthouse'
import { launch } from 'chrome-launcher'
import { contentRoutes } from '../tests/e2e/routes.ts'
import { withProduct } from './product.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const routes = process.argv.slice(2).length ? process.argv.slice(2) : contentRoutes

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
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      const score = (category: (typeof categories)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id)
      results.push({
        route,
        scores: categories.map(score),
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

console.log(`\nLighthouse ${'(mobile)'.padEnd(31)} perf  a11y  best   seo   LCP        TBT      CLS`)
for (const row of rows) {
  console.log(
    `${row.route.padEnd(40)} ${row.scores.map((score) => String(score).padStart(4)).join('  ')}   ${row.lcp.padEnd(10)} ${row.tbt.padEnd(8)} ${row.cls}` +
      (row.failing.length ? `\n${' '.repeat(42)}failing: ${row.failing.join(', ')}` : ''),
  )
}
