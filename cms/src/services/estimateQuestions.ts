import type { ArrayField, Validate } from 'payload'
import { estimateMappingMessages, estimateMappingProblems, estimateModelOf, mappableQuestions, type EstimateQuestionMapping } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

type ServiceData = { slug?: unknown; estimateModel?: unknown; assicurativo?: boolean | null } | undefined

/**
 * A mapping names inputs of the service's model and questions of the service's questionnaire (its latest draft, so an
 * editor can map a question just added): anything else is refused with the Italian reason, whoever saves (REST too).
 */
const validateEstimateQuestions: Validate = async (value, { data, req }) => {
  const rows = (Array.isArray(value) ? value : []) as Partial<EstimateQuestionMapping>[]
  if (rows.length === 0) return true
  const service = data as ServiceData
  const model = estimateModelOf({ slug: String(service?.slug ?? ''), assicurativo: service?.assicurativo ?? null }, service?.estimateModel)
  // A system read: the check holds for whoever saves, and the questions are the service's, not the reader's.
  const found =
    typeof service?.slug === 'string' && service.slug !== ''
      ? await req.payload.find({
          collection: collectionSlugs.questionnaires,
          where: { service: { equals: service.slug } },
          select: { stepBlocks: true },
          draft: true,
          depth: 0,
          limit: 1,
          overrideAccess: true,
          req,
        })
      : null
  const problems = estimateMappingProblems(model, rows, mappableQuestions(found?.docs[0]?.stepBlocks))
  return problems.length === 0 ? true : problems.join(' ')
}

const selectField = (source: 'input' | 'question') => ({
  Field: { path: '/src/services/components/EstimateMappingSelectField.tsx#EstimateMappingSelectField', clientProps: { source } },
})

/**
 * Services › «Domande della stima»: which of the service's questions answers which input of its estimate model, both
 * chosen from selects in the editor's words (services/components/EstimateMappingSelectField.tsx). Stored as the keys, the same
 * strings the models read, so a service without rows computes as it always did.
 */
export const estimateQuestionsField: ArrayField = {
  name: 'estimateQuestions',
  label: estimateMappingMessages.label,
  labels: { singular: 'Domanda della stima', plural: estimateMappingMessages.label },
  type: 'array',
  validate: validateEstimateQuestions,
  admin: {
    description: estimateMappingMessages.description,
    condition: (data) => Boolean(data?.estimateModel) && data?.estimateModel !== 'none',
    initCollapsed: false,
    components: { RowLabel: '/src/services/components/EstimateMappingRowTitle.tsx#EstimateMappingRowTitle' },
  },
  fields: [
    { name: 'input', label: estimateMappingMessages.input, type: 'text', required: true, maxLength: 60, admin: { components: selectField('input'), width: '50%' } },
    { name: 'question', label: estimateMappingMessages.question, type: 'text', required: true, maxLength: 120, admin: { components: selectField('question'), width: '50%' } },
  ],
}
