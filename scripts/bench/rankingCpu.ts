/**
 * `node scripts/bench/rankingCpu.ts`: the CPU one new profile's ranking costs the web process, measured in one plain
 * process so that a busy machine's wait for a core does not count (docs/performance.md, «The ranking row»): the bench
 * market's offers (areraMarket.ts) ranked for 400 new profiles after 60 of warm-up, each answer turned into its JSON,
 * kept in a memo of 300 as the endpoint keeps it, and compressed as the server does on a miss (the response's brotli 4,
 * the API cache's gzip 9 and brotli 5).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseMliberoXml } from '../../content-schema/src/arera/mlibero.ts'
import { parseIndicesCsv, parseParametersCsv } from '../../content-schema/src/arera/placet.ts'
import { rankOffers } from '../../content-schema/src/arera/ranking.ts'
import type { AreraOffer } from '../../content-schema/src/arera/schema.ts'
import { writeBenchMarket } from './areraMarket.ts'

const dir = writeBenchMarket(fs.mkdtempSync(path.join(os.tmpdir(), 'ranking-cpu-')), 3300)
const offers: AreraOffer[] = []
await parseMliberoXml(fs.createReadStream(path.join(dir, 'PO_Offerte_E_MLIBERO_20260928.xml'), 'utf8'), (parsed) => {
  if (parsed.ok) offers.push(parsed.offer)
})
const parameters = parseParametersCsv(fs.readFileSync(path.join(dir, 'PO_Parametri_Mercato_Libero_E_20260928.csv'), 'utf8'))
const index = parseIndicesCsv(fs.readFileSync(path.join(dir, 'PO_Indici.csv'), 'utf8'))
fs.rmSync(dir, { recursive: true, force: true })

const memo = new Map<number, string>()
const brotli = (text: string, quality: number) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
function answer(n: number) {
  const profile = { kwh: 1000 + (n % 40_000), powerKw: [3, 4.5, 6][n % 3]!, resident: n % 4 !== 0 }
  const body = JSON.stringify({ status: 'ok', ranking: rankOffers({ catalogueDate: '2026-09-28', offers, parameters, index, supplierNames: new Map(), origin: { source: 'portale', illustrative: [] }, profile, places: null }) })
  memo.set(n, body)
  if (memo.size > 300) memo.delete(memo.keys().next().value!)
  brotli(body, 4)
  zlib.gzipSync(body, { level: 9 })
  brotli(body, 5)
  return body.length
}

for (let n = 0; n < 60; n++) answer(100_000 + n)
const before = process.cpuUsage()
const wall: number[] = []
let bytes = 0
for (let n = 0; n < 400; n++) {
  const started = performance.now()
  bytes = answer(n)
  wall.push(performance.now() - started)
}
const cpu = process.cpuUsage(before)
wall.sort((a, b) => a - b)
console.log(`${offers.length} offers, answer ${bytes} bytes: CPU ${((cpu.user + cpu.system) / 1000 / 400).toFixed(2)} ms per new profile; wall p50 ${wall[200]!.toFixed(1)} ms, p99 ${wall[396]!.toFixed(1)} ms`)
