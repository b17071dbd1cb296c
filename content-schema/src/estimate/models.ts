import { insuranceServiceSlugs, isInsuranceService, type InsuranceFlagged } from '../insurance/insurance.ts'
import { questionnaireSlugs } from '../questionnaire/slugs.ts'
import type { ServiceSlug } from '../services/services.ts'

/**
 * The estimate models the code holds, each named after the service it was written for, and «none». A service picks
 * one in the CMS (Services › «Modello di stima»); a model reads the answers by the keys of its own service's
 * questions (its inputs, inputs.ts), and a service using another's model maps its own questions to them
 * (Services › «Domande della stima»).
 */
export const estimateModels = ['none', ...questionnaireSlugs] as const
export type EstimateModel = (typeof estimateModels)[number]

export const estimateModelLabels: Record<EstimateModel, string> = {
  none: 'Nessuna stima',
  'luce-gas': 'Luce e gas',
  fotovoltaico: 'Fotovoltaico',
  'caldaie-clima': 'Caldaie e climatizzatori',
  'internet-mobile': 'Internet e mobile',
  'sistemi-allarme': 'Sistemi di allarme',
  'assicurazione-casa': 'Assicurazione casa',
  'assicurazione-auto': 'Assicurazione auto',
  depuratori: 'Depuratori',
}

export const isEstimateModel = (value: unknown): value is EstimateModel => (estimateModels as readonly unknown[]).includes(value)

/** The model a service ships with: the eight seeded services their own, any other none. */
export const ownEstimateModel = (slug: ServiceSlug): EstimateModel => (slug !== 'none' && isEstimateModel(slug) ? slug : 'none')

/** The models that price an insurance policy: showing such a premium is insurance distribution (insurance.ts). */
const insuranceModels: readonly EstimateModel[] = insuranceServiceSlugs

/**
 * Whether a service may use a model. An insurance premium may only be shown under the rules of insurance distribution
 * (the RUI registration, «Segnalazione»), which apply to the insurance services alone: any other service showing one
 * would compare policies outside them, so it may not pick an insurance model.
 */
export const estimateModelAllowed = (service: InsuranceFlagged, model: EstimateModel): boolean => !insuranceModels.includes(model) || isInsuranceService(service)

/** The model a service's estimate is computed with: the one stored, when it is one the code holds and the service may use. */
export function estimateModelOf(service: InsuranceFlagged, stored: unknown): EstimateModel {
  return isEstimateModel(stored) && estimateModelAllowed(service, stored) ? stored : 'none'
}

/** The words of the services' «Modello di stima» and of its override of the parameters. */
export const estimateModelMessages = {
  label: 'Modello di stima',
  description:
    'Il calcolo che mostra «La tua stima» nel questionario, nelle e-mail e ai partner. In «Domande della stima» scegli quale domanda del questionario risponde a ciascun dato del modello. I valori sono quelli di «Parametri stime»; per dare a questo servizio valori suoi, crea lì un parametro scegliendo il dato dall’elenco e questo servizio in «Solo per il servizio».',
  insuranceOnly:
    'I modelli di stima delle assicurazioni calcolano premi: mostrarli è distribuzione assicurativa, consentita solo ai servizi assicurativi (con la loro modalità e il numero RUI). Scegli un altro modello o «Nessuna stima».',
  parametersDescription:
    'Valori usati per calcolare le stime indicative mostrate ai clienti. Indica sempre la fonte e la sua data. Un parametro con un servizio in «Solo per il servizio» vale solo per quel servizio e prende il posto del valore generale: così un servizio che usa il modello di stima di un altro ha i suoi valori.',
} as const
