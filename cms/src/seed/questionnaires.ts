import type { Payload } from 'payload'
import { parseStoredQuestionnaire } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import type { Questionnaire } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'
import { stepsToBlocks } from './questionnaireBlocks.ts'

/**
 * The eight starting questionnaires, published from the fixtures the engine's tests walk. A missing one is created;
 * one the seed created and nobody has saved since (its only version is the seed's) follows a corrected fixture as a
 * new published version, so earlier leads keep the version they answered. Once an editor has saved a draft or
 * published, the questionnaire is theirs and is never overwritten. System writes: there is no user yet.
 */
export async function seedQuestionnaires(payload: Payload, context: Record<string, unknown>): Promise<string[]> {
  const report: string[] = []
  for (const definition of Object.values(questionnaireFixtures)) {
    const existing = await payload.find({
      collection: collectionSlugs.questionnaires,
      where: { service: { equals: definition.service } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const stepBlocks = stepsToBlocks(definition.steps) as Questionnaire['stepBlocks']
    const stored = existing.docs[0]
    if (!stored) {
      await payload.create({
        collection: collectionSlugs.questionnaires,
        data: { service: definition.service as Questionnaire['service'], title: definition.title, version: definition.version, stepBlocks, _status: 'published' },
        context,
        overrideAccess: true,
      })
      report.push(`questionnaire ${definition.service}`)
      continue
    }
    const parsed = parseStoredQuestionnaire({ service: stored.service, title: stored.title, version: stored.version, stepBlocks: stored.stepBlocks })
    if (parsed.success && JSON.stringify(parsed.data.steps) === JSON.stringify(definition.steps)) continue
    const versions = await payload.findVersions({ collection: collectionSlugs.questionnaires, where: { parent: { equals: stored.id } }, limit: 2, depth: 0, overrideAccess: true })
    if (versions.totalDocs !== 1 || stored.version !== definition.version || stored._status !== 'published') continue
    await payload.update({ collection: collectionSlugs.questionnaires, id: stored.id, data: { stepBlocks, _status: 'published' }, context, overrideAccess: true })
    report.push(`questionnaire ${definition.service} follows its corrected fixture`)
  }
  return report
}
