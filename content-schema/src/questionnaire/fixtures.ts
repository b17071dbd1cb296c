import assicurazioneAuto from '../../fixtures/questionnaires/assicurazione-auto.json' with { type: 'json' }
import assicurazioneCasa from '../../fixtures/questionnaires/assicurazione-casa.json' with { type: 'json' }
import caldaieClima from '../../fixtures/questionnaires/caldaie-clima.json' with { type: 'json' }
import depuratori from '../../fixtures/questionnaires/depuratori.json' with { type: 'json' }
import fotovoltaico from '../../fixtures/questionnaires/fotovoltaico.json' with { type: 'json' }
import internetMobile from '../../fixtures/questionnaires/internet-mobile.json' with { type: 'json' }
import luceGas from '../../fixtures/questionnaires/luce-gas.json' with { type: 'json' }
import sistemiAllarme from '../../fixtures/questionnaires/sistemi-allarme.json' with { type: 'json' }
import { QuestionnaireDefinitionSchema, type QuestionnaireDefinition } from './definition.ts'
import { questionnaireSlugs, type QuestionnaireSlug } from './slugs.ts'

const sources: Record<QuestionnaireSlug, unknown> = {
  'luce-gas': luceGas,
  'internet-mobile': internetMobile,
  fotovoltaico,
  'caldaie-clima': caldaieClima,
  'sistemi-allarme': sistemiAllarme,
  'assicurazione-casa': assicurazioneCasa,
  'assicurazione-auto': assicurazioneAuto,
  depuratori,
}

/**
 * The starting questionnaires, parsed with the same schema the CMS enforces, so a broken fixture
 * fails at import instead of being seeded. Deliberately not re-exported from the package index:
 * the browser bundle has no use for them.
 */
export const questionnaireFixtures = Object.fromEntries(
  questionnaireSlugs.map((slug) => [slug, QuestionnaireDefinitionSchema.parse(sources[slug])]),
) as Record<string, QuestionnaireDefinition>
