import type { Payload } from 'payload'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import type { Questionnaire } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'
import { stepsToBlocks } from './questionnaireBlocks.ts'

/**
 * The eight starting questionnaires, published from the fixtures the engine's tests walk. Only missing
 * ones are created, so an editor's later versions are never overwritten. System writes: there is no user yet.
 */
export async function seedQuestionnaires(payload: Payload, context: Record<string, unknown>): Promise<string[]> {
  const created: string[] = []
  for (const definition of Object.values(questionnaireFixtures)) {
    const existing = await payload.find({
      collection: collectionSlugs.questionnaires,
      where: { service: { equals: definition.service } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: collectionSlugs.questionnaires,
      data: {
        service: definition.service as Questionnaire['service'],
        title: definition.title,
        version: definition.version,
        stepBlocks: stepsToBlocks(definition.steps) as Questionnaire['stepBlocks'],
        _status: 'published',
      },
      context,
      overrideAccess: true,
    })
    created.push(`questionnaire ${definition.service}`)
  }
  return created
}
