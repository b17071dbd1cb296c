import { parseCsv } from './csv.ts'
import { portalDate, validatedOffer, type ParsedOffer } from './mlibero.ts'
import type { AreraComponent, AreraIndexMonth, AreraParameters } from './schema.ts'

const amount = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value))
const codes = (value: string | undefined, length: number) =>
  [...new Set((value ?? '').split(';').map((code) => code.trim()).filter((code) => code.length === length))]

/**
 * What a PLACET row of either commodity says the same way: the offer's identity and seller, its customer, price kind,
 * dates and zones (ARERA fixes the rest of a PLACET offer: 12 months, every residence, no discount), and its yearly fee.
 */
function placetCommon(row: Record<string, string>) {
  const fixed = row.tipo_offerta === 'prezzo fisso'
  const fee = amount(fixed ? row.p_fix_f : row.p_fix_v)
  const components: AreraComponent[] = fee === null ? [] : [{ name: 'Corrispettivo fisso PLACET', kind: 'quota_fissa', band: null, price: fee, from: null, to: null }]
  return {
    fixed,
    components,
    offer: {
      code: row.cod_offerta || null,
      source: 'placet',
      dualFuel: false,
      name: row.nome_offerta,
      description: 'Offerta PLACET: condizioni contrattuali fissate da ARERA, prezzo scelto dal venditore.',
      supplierVat: (row.p_iva ?? '').padStart(11, '0'),
      supplierName: row.denominazione?.trim() || null,
      url: row.url_offerta || row.url_sito_venditore || null,
      customer: row.tipo_cliente === 'domestico' ? 'domestico' : 'non_domestico',
      residence: 'tutti',
      price: fixed ? 'fisso' : 'variabile',
      validFrom: portalDate(row.data_inizio),
      validTo: portalDate(row.data_fine),
      durationMonths: 12,
      zones: { regions: codes(row.regione, 2), provinces: codes(row.provincia, 3), comuni: codes(row.comune, 6) },
      consumptionMin: null,
      consumptionMax: null,
      discounts: [],
    },
  }
}

/**
 * PLACET offers (PO_Offerte_E_PLACET_*.csv): ARERA's standard offers, whose shape the regulator fixes — a yearly fee,
 * a price per kWh (monoraria, F1/F23 for households, F1/F2/F3 for businesses) or, for the variable ones, a spread α
 * over the monthly PUN. A household's bands are F1/F23 when the file gives them (meters read by band), else mono.
 * The dispatching of a household's PLACET offer is the regulated DispBT (€/anno) plus CDispD (€/kWh).
 */
export function parsePlacetCsv(text: string): ParsedOffer[] {
  return parseCsv(text).map((row) => {
    const { fixed, components, offer } = placetCommon(row)
    const household = row.tipo_cliente === 'domestico'
    let bands: 'mono' | 'f1f2f3' | 'f1f23' = 'mono'
    const energy = (name: string, band: AreraComponent['band'], price: number | null) => {
      if (price !== null) components.push({ name, kind: 'energia', band, price, from: null, to: null })
    }
    if (!fixed) energy('Spread α sul PUN', 'F0', amount(row.alpha))
    else if (household && amount(row.p_vol_bf1) && amount(row.p_vol_bf23)) {
      bands = 'f1f23'
      energy('Prezzo energia F1', 'F1', amount(row.p_vol_bf1))
      energy('Prezzo energia F23', 'F23', amount(row.p_vol_bf23))
    } else if (!household && amount(row.p_vol_f1) && amount(row.p_vol_f2) && amount(row.p_vol_f3)) {
      bands = 'f1f2f3'
      energy('Prezzo energia F1', 'F1', amount(row.p_vol_f1))
      energy('Prezzo energia F2', 'F2', amount(row.p_vol_f2))
      energy('Prezzo energia F3', 'F3', amount(row.p_vol_f3))
    } else energy('Prezzo energia monorario', 'F0', amount(row.p_vol_mono))
    const candidate = {
      ...offer,
      commodity: 'luce',
      bands,
      components,
      dispatching: household
        ? [
            { code: '13', name: 'DispBT', value: null },
            { code: '14', name: 'CDispD', value: null },
          ]
        : [{ code: '14', name: 'CDispD', value: null }],
      unpriceable: components.some((c) => c.kind === 'energia') ? null : 'prezzo dell’energia assente',
    }
    return validatedOffer(offer.code, candidate)
  })
}

/**
 * PLACET gas offers (PO_Offerte_G_PLACET_*.csv): the same columns up to `p_fix_v`, then `p_vol` (€/Smc of a fixed
 * offer), `alpha` (€/Smc over the PSV of a variable one, the project's reading of the index: docs/offers.md) and the
 * zones. No network losses and no dispatching on gas.
 */
export function parsePlacetGasCsv(text: string): ParsedOffer[] {
  return parseCsv(text).map((row) => {
    const { fixed, components, offer } = placetCommon(row)
    const price = amount(fixed ? row.p_vol : row.alpha)
    if (price !== null) components.push({ name: fixed ? 'Prezzo gas PLACET' : 'Spread α sul PSV', kind: 'energia', band: null, price, from: null, to: null })
    const candidate = {
      ...offer,
      commodity: 'gas',
      bands: null,
      components,
      dispatching: [],
      unpriceable: price === null ? 'prezzo del gas assente' : null,
    }
    return validatedOffer(offer.code, candidate)
  })
}

/** PO_Parametri_*.csv: `nome_parametro,valore,descrizione`. A value that is not a number makes the file invalid. */
export function parseParametersCsv(text: string): AreraParameters {
  const parameters: AreraParameters = {}
  for (const row of parseCsv(text)) {
    const name = row.nome_parametro
    const value = Number(row.valore)
    if (!name || row.valore === '' || !Number.isFinite(value)) throw new Error(`parametro non valido: ${name ?? '(senza nome)'}`)
    parameters[name] = value
  }
  if (Object.keys(parameters).length === 0) throw new Error('file dei parametri vuoto')
  return parameters
}

/** The portal's index series (`AnnoMese;PUN (€/kWh);PSV (€/Smc);…`, decimal comma), month by month, oldest first. */
export function parseIndicesCsv(text: string): AreraIndexMonth[] {
  const months: AreraIndexMonth[] = []
  for (const row of parseCsv(text, ';')) {
    const month = row.AnnoMese ?? ''
    const pun = Number((row['PUN (€/kWh)'] ?? '').replace(',', '.'))
    if (!/^\d{6}$/.test(month) || !(row['PUN (€/kWh)'] ?? '') || !Number.isFinite(pun)) continue
    const psvText = (row['PSV (€/Smc)'] ?? '').replace(',', '.')
    const psv = psvText === '' ? null : Number(psvText)
    months.push({ month: `${month.slice(0, 4)}-${month.slice(4)}`, pun, psv: psv !== null && Number.isFinite(psv) ? psv : null })
  }
  if (months.length < 12) throw new Error('serie degli indici incompleta: servono almeno 12 mesi di PUN')
  return months.sort((a, b) => a.month.localeCompare(b.month))
}
