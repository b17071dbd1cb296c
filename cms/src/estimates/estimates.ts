import type { PayloadRequest } from 'payload'
import { computeEstimate, estimateUnderDistribution, referralEstimate, romeIsoDay, withDefaultParameters, type Answers, type Estimate, type ParameterDocumentation, type ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'
import { distributionOf } from '../insurance/distribution.ts'
import { findService, type CatalogueService } from '../services/catalogue.ts'

/** A parameter as the estimates and the transparency page read it; `data` is its source's day in Italy, `updatedAt` its last change. */
export type ParameterRow = { chiave: string; valore: number; etichetta: string; unita: string; fonte: string; data: string; updatedAt: string }

const parameterFields = { chiave: true, valore: true, etichetta: true, unita: true, fonte: true, dataFonte: true, updatedAt: true } as const

const day = (iso: string) => romeIsoDay(new Date(iso))
// `chiave` is optional only in the admin's form (shown once the save has made it); every stored record has one.
const rowOf = (doc: { chiave?: string | null; valore: number; etichetta: string; unita: string; fonte: string; dataFonte: string; updatedAt: string }): ParameterRow => ({
  chiave: doc.chiave ?? '',
  valore: doc.valore,
  etichetta: doc.etichetta,
  unita: doc.unita,
  fonte: doc.fonte,
  data: day(doc.dataFonte),
  updatedAt: doc.updatedAt,
})

/**
 * The published parameters editors keep ("Parametri stime"), read through Payload (a system read, in the request's
 * transaction when it has one) and kept until a change is announced. A record an admin created as a draft and never
 * published counts for nothing yet.
 */
export function publishedParameters(req: PayloadRequest): Promise<ParameterRow[]> {
  return remembered('estimate-parameters', req, async () => {
    const found = await req.payload.find({
      collection: collectionSlugs.estimateParameters,
      where: { _status: { equals: 'published' } },
      select: parameterFields,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return found.docs.map(rowOf)
  })
}

/** The latest drafts of the parameters, for a signed-in editor's preview: read with that editor's rights, never kept. */
async function draftParameters(req: PayloadRequest): Promise<ParameterRow[]> {
  const found = await req.payload.find({
    collection: collectionSlugs.estimateParameters,
    select: parameterFields,
    depth: 0,
    pagination: false,
    draft: true,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs.map(rowOf)
}

/**
 * The estimate of a lead's answers with the model its service picked (Services › «Modello di stima», none for a service
 * not published) and the parameters editors keep now ("Parametri stime", kept in memory until a change
 * is announced, so a change applies to the next estimate), each parameter used listed with the value, description,
 * source and date of its record. Computed only here on the server — for the questionnaire's result step and for the
 * lead — so no figure is taken from a browser. An insurance service in "segnalazione" gets no premium computed at
 * all; as a registered intermediary its figures carry the RUI registration (cms/src/insurance/distribution.ts).
 * `drafts`: the latest drafts instead, for a staff preview (the caller checks the reader is staff).
 */
export async function estimateWithCurrentParameters(
  req: PayloadRequest,
  input: { service: ServiceSlug; answers: Answers; cap: string | null },
  /** `service`: the service as the caller's request read it already (a lead's request context). */
  options: { drafts?: boolean; service?: CatalogueService | null } = {},
): Promise<Estimate> {
  const distribution = await distributionOf(req, input.service)
  if (distribution?.mode === 'segnalazione') return referralEstimate(input.service)
  const rows = options.drafts ? await draftParameters(req) : await publishedParameters(req)
  const documentation: ParameterDocumentation = Object.fromEntries(
    rows.map((row) => [row.chiave, { label: row.etichetta, unit: row.unita, source: row.fonte, sourceDate: row.data }]),
  )
  const service = options.service !== undefined ? options.service : await findService(req, input.service)
  const model = service?.estimateModel ?? 'none'
  const questions = service?.estimateQuestions ?? []
  // Today in Italy: a parameter whose source is older than the editors' validity is named in the estimate's warning.
  const today = romeIsoDay(new Date())
  const estimate = computeEstimate({ ...input, model, questions, parameters: withDefaultParameters(Object.fromEntries(rows.map((row) => [row.chiave, row.valore]))), documentation, today })
  return estimateUnderDistribution(estimate, distribution)
}
