import type { PayloadRequest } from 'payload'
import type { LeadSettings, ServiceSlug } from '#content-schema'
import { consentSources, type ConsentSources } from '../consents/record.ts'
import { findService, type CatalogueService } from '../services/catalogue.ts'
import { readLeadSettings } from './settings.ts'

/**
 * What a lead's request reads of the operator's settings, the service catalogue and the texts its consents record,
 * read once when the request starts and passed down to each step that needs them (the service's state, the
 * partners' choice, the verification channel and limits, the estimate, the consents, the code's message): a lead's
 * walk reads each once, and every step sees the same state of them even when an editor publishes meanwhile.
 */
export type LeadRequestContext = {
  settings: LeadSettings
  /** The service asked for, as the catalogue holds it; null when none is published under that slug. */
  service: CatalogueService | null
  /** The legal texts' versions and interface texts the form showed, checked (a forged or draft version is a 400). */
  consents: ConsentSources
}

export async function readLeadRequestContext(
  req: PayloadRequest,
  input: { service: ServiceSlug; legalVersion?: string; uiTextsVersion?: string },
): Promise<LeadRequestContext> {
  const [settings, service] = await Promise.all([readLeadSettings(req), findService(req, input.service)])
  const consents = await consentSources(req, { legalVersion: input.legalVersion, uiTextsVersion: input.uiTextsVersion, serviceName: service?.name ?? input.service })
  return { settings, service, consents }
}
