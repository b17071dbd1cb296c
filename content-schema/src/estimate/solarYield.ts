/**
 * Yearly production of 1 kWp of photovoltaics by region, shipped as data: PVGIS 5.3 (European Commission, Joint
 * Research Centre, re.jrc.ec.europa.eu/pvg_tools), database PVGIS-SARAH3, crystalline silicon, optimal tilt and
 * orientation, 14 % system losses, for each region's chief town, rounded to 10 kWh. Indicative: a roof's own
 * orientation and shading change it by ±20 %.
 */
export const SOLAR_YIELD_SOURCE = 'PVGIS 5.3 (JRC, Commissione europea), SARAH3, inclinazione ottima, perdite 14 %, capoluogo di regione'
export const SOLAR_YIELD_DATE = '2025-06-01'

export const regions = [
  'Abruzzo', 'Basilicata', 'Calabria', 'Campania', 'Emilia-Romagna', 'Friuli-Venezia Giulia', 'Lazio', 'Liguria', 'Lombardia', 'Marche',
  'Molise', 'Piemonte', 'Puglia', 'Sardegna', 'Sicilia', 'Toscana', 'Trentino-Alto Adige', 'Umbria', "Valle d'Aosta", 'Veneto',
] as const
export type Region = (typeof regions)[number]

export const solarYieldByRegion: Record<Region, number> = {
  Abruzzo: 1420,
  Basilicata: 1470,
  Calabria: 1520,
  Campania: 1480,
  'Emilia-Romagna': 1330,
  'Friuli-Venezia Giulia': 1290,
  Lazio: 1460,
  Liguria: 1380,
  Lombardia: 1280,
  Marche: 1400,
  Molise: 1440,
  Piemonte: 1330,
  Puglia: 1520,
  Sardegna: 1560,
  Sicilia: 1580,
  Toscana: 1390,
  'Trentino-Alto Adige': 1350,
  Umbria: 1410,
  "Valle d'Aosta": 1320,
  Veneto: 1300,
}

/** Italy's average, for a CAP whose region is not known. */
export const ITALY_SOLAR_YIELD = 1400

// The first two digits of a CAP name its province's postal area; each area lies within one region.
const regionByCapPrefix: Record<string, Region> = {}
const areas: Array<[Region, string]> = [
  ['Lazio', '00 01 02 03 04'],
  ['Umbria', '05 06'],
  ['Sardegna', '07 08 09'],
  ['Piemonte', '10 12 13 14 15 28'],
  ["Valle d'Aosta", '11'],
  ['Liguria', '16 17 18 19'],
  ['Lombardia', '20 21 22 23 24 25 26 27 46'],
  ['Emilia-Romagna', '29 40 41 42 43 44 47 48'],
  ['Veneto', '30 31 32 35 36 37 45'],
  ['Friuli-Venezia Giulia', '33 34'],
  ['Trentino-Alto Adige', '38 39'],
  ['Toscana', '50 51 52 53 54 55 56 57 58 59'],
  ['Marche', '60 61 62 63'],
  ['Abruzzo', '64 65 66 67'],
  ['Puglia', '70 71 72 73 74 76'],
  ['Basilicata', '75 85'],
  ['Campania', '80 81 82 83 84'],
  ['Molise', '86'],
  ['Calabria', '87 88 89'],
  ['Sicilia', '90 91 92 93 94 95 96 97 98'],
]
for (const [region, prefixes] of areas) for (const prefix of prefixes.split(' ')) regionByCapPrefix[prefix] = region

/** The region of a five-digit CAP, or null when its area is unknown. */
export function regionOfCap(cap: string | null | undefined): Region | null {
  if (!cap || !/^\d{5}/.test(cap)) return null
  return regionByCapPrefix[cap.slice(0, 2)] ?? null
}
