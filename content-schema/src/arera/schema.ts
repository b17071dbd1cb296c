import { z } from '../z.ts'
import { CAP_PATTERN } from '../postcodes/capFormat.ts'

/**
 * The offers of ARERA's Portale Offerte as the catalogue keeps them: one shape for the free-market XML and the
 * PLACET CSV, with ARERA's codes already turned into words (docs/offers.md has the code tables). The importer
 * validates every parsed offer against `AreraOfferSchema`; an offer that fails is left out and counted.
 */

/** The band a price applies to: F0 is the single (monoraria) price, F23 the F2+F3 price of a bioraria offer. */
export const AreraBandSchema = z.enum(['F0', 'F1', 'F2', 'F3', 'F23'])
export type AreraBand = z.infer<typeof AreraBandSchema>

/** What a supplier's component charges for, by how the method prices it. */
export const AreraComponentKindSchema = z.enum([
  'quota_fissa', // €/anno
  'quota_potenza', // €/kW/anno × the committed power
  'energia', // €/kWh on its band's kWh (gas: €/Smc on every Smc): the price of a fixed offer, the spread over the index of a variable one
  'extra_kwh', // €/kWh (gas: €/Smc) on every kWh or Smc (free-market macro-area 02)
  'una_tantum', // € once, in the first year
])
export type AreraComponentKind = z.infer<typeof AreraComponentKindSchema>

export const AreraComponentSchema = z.object({
  name: z.string().min(1).max(300),
  kind: AreraComponentKindSchema,
  band: AreraBandSchema.nullable(),
  price: z.number().finite(),
  /** Consumption tier (kWh/anno) the price holds within; null = every kWh. */
  from: z.number().nonnegative().nullable(),
  to: z.number().nonnegative().nullable(),
})
export type AreraComponent = z.infer<typeof AreraComponentSchema>

export const AreraDispatchingSchema = z.object({
  code: z.string().regex(/^\d{2}$/),
  name: z.string().max(300),
  /** VALORE_DISP of code 99 (€/kWh) or 13 (€/anno); the other codes take their value from the parameters file. */
  value: z.number().finite().nullable(),
})
export type AreraDispatching = z.infer<typeof AreraDispatchingSchema>

export const AreraDiscountPriceSchema = z.object({
  kind: z.enum(['importo', 'per_kwh', 'per_smc', 'percentuale']),
  price: z.number().finite(),
  from: z.number().nonnegative().nullable(),
  to: z.number().nonnegative().nullable(),
})

export const AreraDiscountSchema = z.object({
  name: z.string().max(300),
  description: z.string().max(4000),
  /** CONDIZIONE_APPLICAZIONE 00: granted to everyone, with no condition. */
  unconditional: z.boolean(),
  /** VALIDITA 01 (on entry) or 02 (within the first 12 months). */
  firstYear: z.boolean(),
  /** IVA_SCONTO 02: the amount is VAT included. */
  vatIncluded: z.boolean(),
  prices: z.array(AreraDiscountPriceSchema).max(20),
})
export type AreraDiscount = z.infer<typeof AreraDiscountSchema>

export const AreraZonesSchema = z.object({
  regions: z.array(z.string().regex(/^\d{2}$/)),
  provinces: z.array(z.string().regex(/^\d{3}$/)),
  comuni: z.array(z.string().regex(/^\d{6}$/)),
})
export type AreraZones = z.infer<typeof AreraZonesSchema>

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const AreraOfferSchema = z.object({
  code: z.string().min(1).max(64),
  source: z.enum(['mercato_libero', 'placet']),
  /** `dual`: an offer of the dual-fuel file (PO_Offerte_D_*), made of an electricity and a gas offer (`dual`). */
  commodity: z.enum(['luce', 'gas', 'dual']),
  /** Sold only together with the other commodity (OFFERTA_SINGOLA=NO): priced here on its own commodity. */
  dualFuel: z.boolean(),
  /** A dual-fuel offer's parts: the codes of the electricity and gas offers it joins (OffertaDual). */
  dual: z.object({ luce: z.array(z.string().max(64)).max(10), gas: z.array(z.string().max(64)).max(10) }).nullable().optional(),
  name: z.string().min(1).max(300),
  description: z.string().max(4000),
  supplierVat: z.string().regex(/^\d{11}$/),
  supplierName: z.string().max(300).nullable(),
  url: z.string().max(500).nullable(),
  customer: z.enum(['domestico', 'non_domestico']),
  residence: z.enum(['tutti', 'residenti', 'non_residenti']),
  price: z.enum(['fisso', 'variabile']),
  bands: z.enum(['mono', 'f1f2f3', 'f1f23']).nullable(),
  validFrom: isoDate,
  validTo: isoDate.nullable(),
  durationMonths: z.number().int().nullable(),
  zones: AreraZonesSchema,
  consumptionMin: z.number().nonnegative().nullable(),
  consumptionMax: z.number().nonnegative().nullable(),
  components: z.array(AreraComponentSchema).max(50),
  dispatching: z.array(AreraDispatchingSchema).max(20),
  discounts: z.array(AreraDiscountSchema).max(30),
  /** Why the method cannot price this offer (an unknown code, Maggior Tutela…); null when it can. */
  unpriceable: z.string().max(300).nullable(),
})
export type AreraOffer = z.infer<typeof AreraOfferSchema>

/** The regulated values of one day (PO_Parametri_*): name → value, as ARERA names them. */
export const AreraParametersSchema = z.record(z.string().regex(/^[a-z0-9_]+$/), z.number().finite())
export type AreraParameters = z.infer<typeof AreraParametersSchema>

/** One month of the index series the portal publishes (PUN in €/kWh, PSV in €/Smc when the month has it). */
export const AreraIndexMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), pun: z.number().nonnegative(), psv: z.number().nonnegative().nullable().optional() })
export type AreraIndexMonth = z.infer<typeof AreraIndexMonthSchema>

/** The files of one day, by what they hold: the free-market XMLs, the PLACET CSVs, the parameters, the index series. */
export const AreraFileKindSchema = z.enum(['mlibero', 'gas', 'dual', 'placet', 'gasPlacet', 'parameters', 'gasParameters', 'index'])
export type AreraFileKind = z.infer<typeof AreraFileKindSchema>

/**
 * Where a catalogue's files came from: downloaded from the Portale Offerte (`portale`, production), or the project's
 * sample folder (`campioni`, development and CI), where some files are real published samples and some illustrative,
 * made up for the demo (cms/src/arera/fixtures/README.md). `illustrative` names the latter; from the portal, none.
 */
export const AreraCatalogueOriginSchema = z.object({
  source: z.enum(['portale', 'campioni']),
  illustrative: z.array(AreraFileKindSchema),
})
export type AreraCatalogueOrigin = z.infer<typeof AreraCatalogueOriginSchema>

/** What the visitor compares: electricity (the default), gas, or the dual-fuel offers (luce + gas). */
export const AreraCommoditySchema = z.enum(['luce', 'gas', 'luce_gas'], { error: 'Scegli luce, gas o luce e gas.' })
export type AreraCommodity = z.infer<typeof AreraCommoditySchema>

/**
 * A household's profile, as the ranking endpoint takes it. For gas only, the electricity fields hold the reference
 * household (2.700 kWh at 3 kW) and are not used.
 */
export const AreraProfileSchema = z
  .object({
    /** Absent: luce. */
    commodity: AreraCommoditySchema.optional(),
    kwh: z.coerce
      .number({ error: 'Indica il consumo annuo in kWh.' })
      .int('Indica il consumo annuo in kWh, senza decimali.')
      .min(100, 'Il consumo annuo deve essere di almeno 100 kWh.')
      .max(50_000, 'Per consumi sopra 50.000 kWh l’anno serve un’offerta per le imprese.'),
    powerKw: z.coerce
      .number({ error: 'Indica la potenza impegnata in kW.' })
      .min(1, 'La potenza impegnata va da 1 a 30 kW.')
      .max(30, 'La potenza impegnata va da 1 a 30 kW.')
      .multipleOf(0.5, 'La potenza impegnata va indicata a mezzi kW (3, 3,5, 4,5…).'),
    resident: z.boolean({ error: 'Indica se nella casa hai la residenza.' }),
    /** Share of F1 and F2 kWh in %, from the bill; absent = the method's 33 % and 31 % (F3 the rest). */
    f1Percent: z.coerce.number().int().min(0).max(100).optional(),
    f2Percent: z.coerce.number().int().min(0).max(100).optional(),
    cap: z.string().regex(CAP_PATTERN, 'Il CAP è di 5 cifre.').optional(),
    /** Yearly gas consumption (Smc), for gas and luce + gas. */
    smc: z.coerce
      .number({ error: 'Indica il consumo annuo di gas in Smc.' })
      .int('Indica il consumo annuo di gas in Smc, senza decimali.')
      .min(50, 'Il consumo annuo di gas deve essere di almeno 50 Smc.')
      .max(20_000, 'Per consumi di gas sopra 20.000 Smc l’anno serve un’offerta per le imprese.')
      .optional(),
  })
  .refine((profile) => profile.commodity === undefined || profile.commodity === 'luce' || profile.smc !== undefined, {
    message: 'Indica il consumo annuo di gas in Smc: lo trovi in bolletta. Una famiglia tipo consuma 1.400 Smc.',
    path: ['smc'],
  })
  .refine((profile) => profile.commodity === undefined || profile.commodity === 'luce' || profile.cap !== undefined, {
    message: 'Per il gas serve il CAP: le tariffe di rete e le imposte cambiano da zona a zona.',
    path: ['cap'],
  })
  .refine((profile) => (profile.f1Percent === undefined) === (profile.f2Percent === undefined), {
    message: 'Indica sia la quota F1 sia la quota F2, o nessuna delle due.',
    path: ['f2Percent'],
  })
  .refine((profile) => (profile.f1Percent ?? 0) + (profile.f2Percent ?? 0) <= 100, {
    message: 'Le quote F1 e F2 insieme non possono superare il 100 %.',
    path: ['f2Percent'],
  })
export type AreraProfile = z.infer<typeof AreraProfileSchema>

/** One line of an offer's arithmetic: quantity × unit price = amount (a fixed amount has no quantity). */
export const AreraLineSchema = z.object({
  section: z.enum(['materia', 'rete', 'oneri', 'sconti', 'imposte']),
  label: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.number().nullable(),
  amount: z.number(),
})
export type AreraLine = z.infer<typeof AreraLineSchema>

export const AreraPricedSchema = z.object({
  lines: z.array(AreraLineSchema),
  /** Before VAT: every line but VAT. */
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
})
export type AreraPriced = z.infer<typeof AreraPricedSchema>

export const AreraRankedOfferSchema = z.object({
  rank: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  supplierName: z.string(),
  supplierVat: z.string(),
  source: AreraOfferSchema.shape.source,
  price: AreraOfferSchema.shape.price,
  dualFuel: z.boolean(),
  /** luce, gas, or dual (both, with the dual-fuel discounts). */
  commodity: AreraOfferSchema.shape.commodity,
  validTo: z.string().nullable(),
  url: z.string().nullable(),
  conditionalDiscounts: z.array(z.object({ name: z.string(), description: z.string() })),
  priced: AreraPricedSchema,
  /** The offer or a figure of its arithmetic comes from an illustrative file (invented, not the portal's): the page says so on the row. */
  illustrative: z.boolean(),
})
export type AreraRankedOffer = z.infer<typeof AreraRankedOfferSchema>

export const AreraExclusionSchema = z.object({ reason: z.string(), count: z.number().int().positive() })

/** What the ranking endpoint answers. */
export const AreraRankingSchema = z.object({
  catalogueDate: z.string(),
  commodity: AreraCommoditySchema,
  /**
   * Where the figures come from: `illustrative` when some offer compared or the parameters it is priced with come from
   * an illustrative file — the page then says the data are a demonstration and does not attribute them to the Portale
   * Offerte. Never from the portal.
   */
  data: z.object({ source: AreraCatalogueOriginSchema.shape.source, illustrative: z.boolean() }),
  /** Offers in the catalogue for households of the commodity compared, before the profile is applied. */
  compared: z.number().int().nonnegative(),
  excluded: z.array(AreraExclusionSchema),
  /** What variable offers assume: the mean of the months named (PUN for electricity, PSV for gas; null when the series has no PSV). */
  indexAssumption: z.object({ pun: z.number(), lossFactor: z.number(), months: z.array(z.string()), psv: z.number().nullable(), psvMonths: z.array(z.string()) }),
  profile: z.object({
    kwh: z.number(),
    powerKw: z.number(),
    resident: z.boolean(),
    f1Kwh: z.number(),
    f2Kwh: z.number(),
    f3Kwh: z.number(),
    comune: z.string().nullable(),
    smc: z.number().nullable(),
    /** The gas tariff area (ambito tariffario) of the CAP's region, for gas. */
    gasArea: z.string().nullable(),
  }),
  /** Fixed and variable offers ranked apart: how many were priced, and the cheapest, with their arithmetic. */
  fixed: z.object({ count: z.number().int().nonnegative(), offers: z.array(AreraRankedOfferSchema) }),
  variable: z.object({ count: z.number().int().nonnegative(), offers: z.array(AreraRankedOfferSchema) }),
  /** The visitor's own offer (codice offerta), priced the same way, with its place among all. */
  own: z
    .object({
      code: z.string(),
      /** Why it is not placed (not in the catalogue, or the method cannot price it); null when it is. */
      reason: z.string().nullable(),
      offer: AreraRankedOfferSchema.nullable(),
      /** Its place among the offers of its kind (fixed or variable) priced for the profile, and how many they are. */
      place: z.number().int().nullable(),
      of: z.number().int(),
    })
    .nullable(),
})
export type AreraRanking = z.infer<typeof AreraRankingSchema>

export const ARERA_ATTRIBUTION =
  'Dati elaborati a partire dagli Open Data pubblicati su "Portale Offerte" (www.ilportaleofferte.it), gestito da Acquirente Unico S.p.A. su disposizioni di ARERA. Licenza CC-BY 4.0.'

/** Codice offerta as a consumer types it: the portal's codes are letters, digits and underscores. */
export const AreraOfferCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{6,64}$/, 'Il codice offerta è fatto di lettere e cifre, come lo trovi in bolletta (fino a 64 caratteri).')
