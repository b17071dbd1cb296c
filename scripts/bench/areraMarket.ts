import fs from 'node:fs'
import path from 'node:path'
import { FIXTURES_DIR } from '../../cms/src/arera/importer.ts'

/**
 * A whole market's worth of offers for the ranking row of `npm run bench`: the project's real free-market samples
 * (cms/src/arera/fixtures) repeated to `count` offers, each with a code of its own and its prices moved by up to
 * 20 %, written as one day's files in `dir` (the samples' PLACET, gas, dual-fuel, parameters and index files beside
 * them). The real
 * portal lists a few thousand offers a day; the product has no network to it here.
 */
export function writeBenchMarket(dir: string, count: number, stamp = '20260928'): string {
  fs.mkdirSync(dir, { recursive: true })
  const xml = fs.readFileSync(path.join(FIXTURES_DIR, `PO_Offerte_E_MLIBERO_${stamp}.xml`), 'utf8')
  const offers = xml.match(/<offerta>[\s\S]*?<\/offerta>/g) ?? []
  const body: string[] = []
  for (let i = 0; i < count; i++) {
    const factor = 1 + (i % 101) / 500
    body.push(
      offers[i % offers.length]!.replace(/<COD_OFFERTA>([^<]*)<\/COD_OFFERTA>/, (_, code: string) => `<COD_OFFERTA>${`B${i}_${code}`.slice(0, 64)}</COD_OFFERTA>`).replace(
        /<PREZZO>([\d.]+)<\/PREZZO>/g,
        (_, price: string) => `<PREZZO>${(Number(price) * factor).toFixed(6)}</PREZZO>`,
      ),
    )
  }
  const head = xml.slice(0, xml.indexOf('<offerta>'))
  fs.writeFileSync(path.join(dir, `PO_Offerte_E_MLIBERO_${stamp}.xml`), `${head}${body.join('\n    ')}\n</ListaOfferteMercatoLibero>\n`)
  const electricity = `PO_Offerte_E_MLIBERO_${stamp}.xml`
  for (const file of fs.readdirSync(FIXTURES_DIR)) if (file.startsWith('PO_') && file !== electricity) fs.copyFileSync(path.join(FIXTURES_DIR, file), path.join(dir, file))
  return dir
}
