import { SaxesParser } from 'saxes'
import { AreraOfferSchema, type AreraBand, type AreraComponent, type AreraComponentKind, type AreraDiscount, type AreraOffer } from './schema.ts'

/** The namespace of the free-market files (SII's «OffertaRetail» schema); a file in another one is refused. */
export const MLIBERO_NAMESPACE = 'http://www.acquirenteunico.it/schemas/SII_AU/OffertaRetail/01'

/** One element of an `<offerta>`, as read: its children and its text. */
type XmlNode = { name: string; text: string; children: XmlNode[] }

export type ParsedOffer = { ok: true; offer: AreraOffer } | { ok: false; code: string | null; reason: string }

/**
 * Reads a free-market offers file (PO_Offerte_E_MLIBERO_*.xml) chunk by chunk with a streaming XML parser, holding
 * one `<offerta>` at a time, and calls `onOffer` with each one turned into the catalogue's shape and validated, or
 * with why it could not be read. Throws when the file is not well-formed or not in the portal's namespace: a
 * broken file must leave yesterday's catalogue in place, never half an import.
 */
export async function parseMliberoXml(chunks: AsyncIterable<string> | Iterable<string>, onOffer: (parsed: ParsedOffer) => void | Promise<void>): Promise<number> {
  const parser = new SaxesParser({ xmlns: true })
  const stack: XmlNode[] = []
  const done: XmlNode[] = []
  let rootSeen = false
  let failure: Error | null = null
  let count = 0
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true
      if (tag.uri !== MLIBERO_NAMESPACE) failure ??= new Error(`namespace inatteso: ${tag.uri || '(nessuno)'}`)
      return
    }
    if (stack.length === 0 && tag.local !== 'offerta') return
    const node: XmlNode = { name: tag.local, text: '', children: [] }
    stack.at(-1)?.children.push(node)
    stack.push(node)
  })
  parser.on('text', (text) => {
    const node = stack.at(-1)
    if (node) node.text += text
  })
  parser.on('closetag', () => {
    const node = stack.pop()
    if (node && stack.length === 0 && node.name === 'offerta') done.push(node)
  })
  for await (const chunk of chunks) {
    parser.write(chunk)
    if (failure) throw failure
    for (const node of done.splice(0)) {
      count++
      await onOffer(readOffer(node))
    }
  }
  parser.close()
  if (failure) throw failure
  if (!rootSeen) throw new Error('file vuoto')
  for (const node of done.splice(0)) {
    count++
    await onOffer(readOffer(node))
  }
  return count
}

const child = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name)
const all = (node: XmlNode | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? []
const text = (node: XmlNode | undefined, name: string) => {
  const found = child(node, name)
  return found ? found.text.trim() : undefined
}
const number = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value))

/** DD/MM/YYYY_HH:MM:SS → YYYY-MM-DD */
export function portalDate(value: string | undefined): string | null {
  const match = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})/)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null
}

const BANDS = { '01': 'mono', '03': 'f1f2f3', '91': 'f1f23' } as const

function bandOf(code: string | undefined, bands: AreraOffer['bands']): AreraBand | null | undefined {
  if (code === undefined) return null
  if (code === '01') return bands === 'mono' ? 'F0' : 'F1'
  return ({ '02': 'F2', '03': 'F3', '91': 'F23' } as const)[code as '02']
}

function componentKind(macroarea: string | undefined, unit: string | undefined, gas: boolean): AreraComponentKind | undefined {
  if (gas && unit === '04') return macroarea === '02' ? 'extra_kwh' : macroarea === '04' || macroarea === '06' ? 'energia' : undefined
  if (gas && unit === '03') return undefined
  if (unit === '02') return 'quota_potenza'
  if (unit === '05' && (macroarea === '01' || macroarea === '05')) return 'una_tantum'
  if (unit === '01' && (macroarea === '01' || macroarea === '02' || macroarea === '06')) return 'quota_fissa'
  if (unit === '03' && macroarea === '02') return 'extra_kwh'
  if (unit === '03' && (macroarea === '04' || macroarea === '06')) return 'energia'
  return undefined
}

/** TIPO_MERCATO: 01 electricity, 02 gas, 03 dual fuel. */
const COMMODITY = { '01': 'luce', '02': 'gas', '03': 'dual' } as const
/**
 * IDX_PREZZO_ENERGIA of a variable offer the method can price with the index series the portal publishes: for
 * electricity 12 and 01 (monthly PUN); for gas 02, read as the monthly PSV — the project's reading of the code,
 * checked only on the illustrative gas sample (docs/offers.md): any other code leaves the offer out, named.
 */
const INDEX_CODES = { luce: ['01', '12'], gas: ['02'] } as const

function readOffer(node: XmlNode): ParsedOffer {
  const ids = child(node, 'IdentificativiOfferta')
  const code = text(ids, 'COD_OFFERTA') ?? null
  const details = child(node, 'DettaglioOfferta')
  const problems: string[] = []
  const unpriceable = (reason: string) => problems.push(reason)
  const commodity = COMMODITY[(text(details, 'TIPO_MERCATO') ?? '01') as keyof typeof COMMODITY] ?? 'luce'
  const gas = commodity === 'gas'

  const bandsCode = text(child(node, 'TipoPrezzo'), 'TIPOLOGIA_FASCE')
  const bands = bandsCode === undefined ? null : (BANDS[bandsCode as keyof typeof BANDS] ?? null)
  if (bandsCode !== undefined && !bands) unpriceable(`fasce orarie non previste dal metodo (codice ${bandsCode})`)
  const priceCode = text(details, 'TIPO_OFFERTA')
  if (priceCode !== '01' && priceCode !== '02') unpriceable(`tipo di prezzo non gestito (codice ${priceCode ?? 'assente'})`)
  const price = priceCode === '01' ? 'fisso' : 'variabile'
  if (price === 'variabile' && commodity !== 'dual') {
    const accepted: readonly string[] = INDEX_CODES[commodity]
    const indices = all(child(node, 'RiferimentiPrezzoEnergia'), 'IDX_PREZZO_ENERGIA').map((n) => n.text.trim())
    const coefficient = text(child(node, 'RiferimentiPrezzoEnergia'), 'COEFFICIENTE')
    if (indices.includes('05')) unpriceable('riferita alla Maggior Tutela, chiusa ai nuovi clienti')
    else if (indices.length !== 1 || !accepted.includes(indices[0]!)) unpriceable(`indice di prezzo non pubblicato dal portale (codice ${indices.join(', ') || 'assente'})`)
    if (coefficient !== undefined && Number(coefficient) !== 1) unpriceable('coefficiente sull’indice non gestito')
  }

  const components: AreraComponent[] = []
  for (const component of all(node, 'ComponenteImpresa')) {
    const name = text(component, 'NOME') ?? ''
    const macroarea = text(component, 'MACROAREA')
    for (const interval of all(component, 'IntervalloPrezzi')) {
      const unit = text(interval, 'UNITA_MISURA')
      const kind = componentKind(macroarea, unit, gas)
      if (!kind) {
        unpriceable(`componente «${name}» non gestita (macroarea ${macroarea}, unità ${unit})`)
        continue
      }
      if (child(interval, 'PeriodoValidita')) unpriceable(`prezzo di «${name}» valido solo per un periodo`)
      const from = number(text(interval, 'CONSUMO_DA'))
      const to = number(text(interval, 'CONSUMO_A'))
      if ((from !== null || to !== null) && kind !== 'energia') unpriceable(`componente «${name}» a scaglioni di consumo non gestita`)
      const band = kind === 'energia' || kind === 'extra_kwh' ? bandOf(text(interval, 'FASCIA_COMPONENTE'), bands) : null
      if (band === undefined) {
        unpriceable(`fascia della componente «${name}» non gestita`)
        continue
      }
      components.push({ name, kind, band: kind === 'energia' && band === null && bands === 'mono' ? 'F0' : band, price: Number(text(interval, 'PREZZO')), from, to })
    }
  }

  const dispatching = all(node, 'Dispacciamento').map((d) => ({ code: text(d, 'TIPO_DISPACCIAMENTO') ?? '', name: text(d, 'NOME') ?? '', value: number(text(d, 'VALORE_DISP')) }))

  const discounts: AreraDiscount[] = []
  for (const discount of all(node, 'Sconto')) {
    const conditions = all(discount, 'Condizione').map((c) => text(c, 'CONDIZIONE_APPLICAZIONE'))
    const unconditional = conditions.length > 0 && conditions.every((c) => c === '00')
    const validity = text(discount, 'VALIDITA')
    const firstYear = validity === '01' || validity === '02'
    const counts = unconditional && firstYear
    const name = text(discount, 'NOME') ?? ''
    const prices: AreraDiscount['prices'] = []
    for (const p of all(discount, 'PrezziSconto')) {
      const unit = text(p, 'UNITA_MISURA')
      const kind = unit === '01' || unit === '05' ? 'importo' : unit === '03' ? 'per_kwh' : unit === '04' ? 'per_smc' : unit === '06' ? 'percentuale' : undefined
      if (text(p, 'TIPOLOGIA') === '04' && counts) unpriceable('sconto riferito alla Maggior Tutela')
      if (!kind) {
        if (counts) unpriceable(`sconto «${name}» in un’unità non gestita (${unit})`)
        continue
      }
      const from = number(text(p, 'VALIDO_DA'))
      const to = number(text(p, 'VALIDO_FINO'))
      const tiered = kind === 'per_kwh' || kind === 'per_smc'
      prices.push({ kind, price: Number(text(p, 'PREZZO')), from: tiered ? from : null, to: tiered && to !== null && to < 999_999 ? to : null })
    }
    if (counts && (child(discount, 'PeriodoValidita') || child(discount, 'CODICE_COMPONENTE_FASCIA'))) unpriceable(`sconto «${name}» limitato a un periodo o a una fascia`)
    discounts.push({ name, description: text(discount, 'DESCRIZIONE') ?? '', unconditional, firstYear, vatIncluded: text(discount, 'IVA_SCONTO') === '02', prices })
  }

  const zones = child(node, 'ZoneOfferta')
  const features = child(node, 'CaratteristicheOfferta')
  const residence = text(details, 'DOMESTICO_RESIDENTE')
  const duration = number(text(details, 'DURATA'))
  const contacts = child(details, 'Contatti')
  const candidate = {
    code,
    source: 'mercato_libero',
    commodity,
    dualFuel: text(details, 'OFFERTA_SINGOLA') === 'NO',
    dual:
      commodity === 'dual'
        ? {
            luce: all(child(node, 'OffertaDual'), 'OFFERTE_CONGIUNTE_EE').map((n) => n.text.trim()),
            gas: all(child(node, 'OffertaDual'), 'OFFERTE_CONGIUNTE_GAS').map((n) => n.text.trim()),
          }
        : null,
    name: text(details, 'NOME_OFFERTA'),
    description: (text(details, 'DESCRIZIONE') ?? '').slice(0, 4000),
    supplierVat: text(ids, 'PIVA_UTENTE'),
    supplierName: null,
    url: text(contacts, 'URL_OFFERTA') ?? text(contacts, 'URL_SITO_VENDITORE') ?? null,
    customer: text(details, 'TIPO_CLIENTE') === '02' ? 'non_domestico' : 'domestico',
    residence: residence === '01' ? 'residenti' : residence === '02' ? 'non_residenti' : 'tutti',
    price,
    bands,
    validFrom: portalDate(text(child(node, 'ValiditaOfferta'), 'DATA_INIZIO')),
    validTo: portalDate(text(child(node, 'ValiditaOfferta'), 'DATA_FINE')),
    durationMonths: duration !== null && duration > 0 ? duration : null,
    zones: {
      regions: all(zones, 'REGIONE').map((n) => n.text.trim()),
      provinces: all(zones, 'PROVINCIA').map((n) => n.text.trim()),
      comuni: all(zones, 'COMUNE').map((n) => n.text.trim()),
    },
    consumptionMin: number(text(features, 'CONSUMO_MIN')),
    consumptionMax: number(text(features, 'CONSUMO_MAX')),
    components,
    dispatching,
    discounts,
    unpriceable: problems[0] ?? null,
  }
  return validatedOffer(code, candidate)
}

/** An offer read from any of the portal's files, checked against AreraOfferSchema; its first problem in Italian if not. */
export function validatedOffer(code: string | null, candidate: unknown): ParsedOffer {
  const parsed = AreraOfferSchema.safeParse(candidate)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, code, reason: `dati non validi (${issue.path.join('.') || 'offerta'}: ${issue.message})` }
  }
  return { ok: true, offer: parsed.data }
}
