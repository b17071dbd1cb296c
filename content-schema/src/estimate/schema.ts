import { z } from '../z.ts'
import { ServiceSlugSchema } from '../services/services.ts'
import type { Estimate } from './estimate.ts'

const unit = z.enum(['€/anno', '€/mese', '€', 'kWh/anno', 'Smc/anno', 'kWp', '%', 'anni'])

/**
 * An estimate as it crosses the network (POST /api/public/estimate, the offers API) and is stored with a lead.
 * `basis`, `notice`, a figure's `note` and a null chart came later: an estimate stored before them still reads, and so
 * do the `sources` such an estimate listed (a newer one's sources are its basis lines').
 */
export const EstimateSchema = z.object({
  service: ServiceSlugSchema,
  kind: z.enum(['saving', 'range', 'none']),
  figures: z.array(
    z.object({ label: z.string(), value: z.number(), max: z.number().optional(), unit, highlight: z.boolean().optional(), note: z.string().optional() }),
  ),
  chart: z.object({ title: z.string(), unit, bars: z.array(z.object({ label: z.string(), value: z.number() })) }).nullable(),
  notice: z.string().optional(),
  intermediary: z.string().optional(),
  warning: z.string().optional(),
  assumptions: z.array(z.string()),
  parameters: z.array(z.string()),
  basis: z
    .array(z.object({ key: z.string(), label: z.string(), value: z.number(), unit: z.string(), source: z.string(), sourceDate: z.string() }))
    .default([]),
  sources: z.array(z.string()).optional(),
}) satisfies z.ZodType<Estimate, unknown>

/** POST /api/public/estimate: the answers so far, against the questionnaire version they were given to. */
export const EstimateRequestSchema = z.object({
  service: ServiceSlugSchema,
  questionnaireVersion: z.int().min(1).max(1_000_000),
  answers: z.unknown(),
  /** The CAP chosen before the questionnaire, when its questions ask none (it sets the photovoltaic yield). */
  location: z.string().max(120).optional(),
  /** An editor's preview (?anteprima=1): computed with the parameters' drafts when the sender is a signed-in editor or admin. */
  preview: z.boolean().optional(),
})
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>

/**
 * GET /api/public/estimate-sources: what the estimates rest on, for the transparency page — each source with the date
 * of its figures and how many parameters come from it, and when an editor last changed a parameter.
 */
export const EstimateSourcesSchema = z.object({
  parametersUpdatedAt: z.string().nullable(),
  sources: z.array(z.object({ source: z.string(), sourceDate: z.string(), parameters: z.number().int().positive() })),
})
export type EstimateSources = z.infer<typeof EstimateSourcesSchema>
