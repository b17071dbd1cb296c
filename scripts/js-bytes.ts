/**
 * `npm run js-bytes [routes…]`: the JavaScript each page ships, gzip-compressed, as a browser would fetch it:
 * inline <script>s, <script src>, module preloads, the islands' component and renderer modules, and every
 * module those import in turn (scripts/measure.ts). Content pages must stay within 2 KB; pages with an island are
 * listed too. Uses BASE_URL when given, or starts the product itself (scripts/product.ts).
 */
import { contentRoutes } from '../tests/e2e/routes.ts'
import { CONTENT_PAGE_BUDGET, measureJs } from './measure.ts'
import { withProduct } from './product.ts'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...contentRoutes, '/luce-gas-start']

const results = await withProduct(async (baseUrl) => {
  const rows = []
  for (const route of routes) rows.push(await measureJs(baseUrl, route))
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
