/**
 * `npm run lighthouse [routes…]`: Lighthouse's four scores per route, mobile (scripts/measure.ts), the median of
 * LIGHTHOUSE_RUNS runs (3 unless set) with the range. Uses BASE_URL when given, or starts the product itself
 * (scripts/product.ts). Without arguments it audits every content route.
 */
import { contentRoutes } from '../tests/e2e/routes.ts'
import { auditLighthouse } from './measure.ts'
import { withProduct } from './product.ts'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : contentRoutes
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

const rows = await withProduct((baseUrl) => auditLighthouse(baseUrl, routes, runs))

console.log(`\nLighthouse (mobile, median of ${runs}) ${''.padEnd(13)} perf  a11y  best   seo   LCP        TBT      CLS     perf range`)
for (const row of rows) {
  console.log(
    `${row.route.padEnd(40)} ${row.scores.map((score) => String(score).padStart(4)).join('  ')}   ${row.lcp.padEnd(10)} ${row.tbt.padEnd(8)} ${row.cls.padEnd(7)} ${row.range}` +
      (row.failing.length ? `\n${' '.repeat(42)}failing: ${row.failing.join(', ')}` : ''),
  )
}
