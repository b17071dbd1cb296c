import { describe, expect, it } from 'vitest'
import {
  lastQuestionLabel,
  SUBMITTED_LAST_QUESTION,
  abandonedCsvFileName,
  AbandonedFilterSchema,
  abandonmentBadge,
  abandonmentClass,
  answerLabels,
  answersMapToDetails,
  bookingStatusLabel,
  completionPercent,
  csvField,
  sessionCode,
} from '#content-schema'
import { questionnaireFixtures } from '../../content-schema/src/questionnaire/fixtures.ts'

describe('session code', () => {
  it.each([
    ['LGK3Z9QA4821', 'K3Z9QA'],
    ['LGDEMO001000', 'DEMO00'],
    ['sess_1700000000_ab12cd34', 'ab12cd34'],
    ['form_luce_x9y8z7', 'x9y8z7'],
    ['a1b2c3d4e5f6g7h8', 'e5f6g7h8'],
    ['short', 'short'],
    ['LG12', 'LG12'],
  ])('%s → %s', (id, code) => {
    expect(sessionCode(id)).toBe(code)
  })
})

describe('abandonment classification', () => {
  it.each([
    [{ completed: true, currentStep: 2, totalSteps: 9 }, 'completed', 'Completato'],
    [{ completed: false, currentStep: 1, totalSteps: 9 }, 'early', 'Inizio (11%)'],
    [{ completed: false, currentStep: 3, totalSteps: 9 }, 'early', 'Inizio (33%)'],
    [{ completed: false, currentStep: 4, totalSteps: 9 }, 'middle', 'Metà (44%)'],
    [{ completed: false, currentStep: 6, totalSteps: 9 }, 'middle', 'Metà (67%)'],
    [{ completed: false, currentStep: 7, totalSteps: 9 }, 'late', 'Quasi (78%)'],
    // Stopped at the last step, the contact form: said so, not «Metà (100%)».
    [{ completed: false, currentStep: 5, totalSteps: 5 }, 'middle', 'Al modulo contatti'],
  ])('%j is %s with the badge %s', (session, kind, badge) => {
    expect(abandonmentClass(session)).toBe(kind)
    expect(abandonmentBadge(session)).toBe(badge)
  })

  it('rounds the completion percentage and keeps it within 0–100', () => {
    expect(completionPercent(1, 3)).toBe(33)
    expect(completionPercent(2, 3)).toBe(67)
    expect(completionPercent(12, 10)).toBe(100)
    expect(completionPercent(1, 0)).toBe(0)
  })
})

describe('the last question of a session', () => {
  const labels = { currentProvider: 'Qual è il tuo fornitore attuale?' }
  it.each([
    [{ completed: false, lastQuestion: 'currentProvider' }, 'Qual è il tuo fornitore attuale?'],
    [{ completed: true, lastQuestion: SUBMITTED_LAST_QUESTION }, 'Richiesta inviata'],
    [{ completed: false, lastQuestion: SUBMITTED_LAST_QUESTION }, 'Modulo contatti'],
    [{ completed: false, lastQuestion: 'Finestra chiusa' }, 'Finestra chiusa'],
    [{ completed: false, lastQuestion: '  ' }, null],
    [{ completed: false, lastQuestion: null }, null],
  ])('%j reads %s', (session, label) => {
    expect(lastQuestionLabel(session, labels)).toBe(label)
  })
})

describe('abandoned-forms filters', () => {
  it('treats empty parameters as no filter and defaults to the first page, last activity first', () => {
    expect(AbandonedFilterSchema.parse({ q: '', service: '', status: '', from: '', to: '', sort: '' })).toEqual({ page: 1, sort: '-updatedAt' })
  })

  it('accepts a search, known services, statuses, ISO days and sorts, and rejects anything else in Italian', () => {
    expect(AbandonedFilterSchema.parse({ q: ' DEMO1 ', service: 'luce-gas', status: 'late', from: '2026-11-01', to: '2026-11-21', sort: 'currentStep', page: '3' })).toEqual({
      q: 'DEMO1',
      service: 'luce-gas',
      status: 'late',
      from: '2026-11-01',
      to: '2026-11-21',
      sort: 'currentStep',
      page: 3,
    })
    const bad = AbandonedFilterSchema.safeParse({ service: 'Mutui!', from: "2026-11-01'; drop table", sort: 'ip_address' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['Filtro non valido.', 'Filtro non valido.', 'Filtro non valido.'])
  })
})

describe('CSV helpers', () => {
  it('names the file with the day', () => {
    expect(abandonedCsvFileName(new Date('2026-11-22T09:30:00Z'))).toBe('abbandoni-moduli-2026-11-22.csv')
  })

  it('quotes separators and quotes, and neutralises spreadsheet formulas', () => {
    expect(csvField('Luce + Gas')).toBe('Luce + Gas')
    expect(csvField('Riscaldamento, Acqua calda')).toBe('"Riscaldamento, Acqua calda"')
    expect(csvField('Dice "ciao"')).toBe('"Dice ""ciao"""')
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField(null)).toBe('')
    expect(csvField(42)).toBe('42')
  })
})

describe('admin labels', () => {
  it('labels every booking state as the merchant sees it, and shows an unknown value as stored', () => {
    expect(bookingStatusLabel('in_attesa')).toBe('In Attesa')
    expect(bookingStatusLabel('contattato')).toBe('Contattato')
    expect(bookingStatusLabel('convertito')).toBe('Convertito')
    expect(bookingStatusLabel('non_interessato')).toBe('Non interessato')
    expect(bookingStatusLabel('archiviato')).toBe('archiviato')
  })

  it('labels stored answers with the questions of the version they were answered against, keys as words without it', () => {
    const answers = { userType: 'Privato', gasUsage: ['Riscaldamento', 'Acqua calda'], residents: 3, customKey_x: 'sì', empty: '' }
    const labels = answerLabels(questionnaireFixtures['luce-gas'])
    expect(answersMapToDetails(answers, labels)).toEqual([
      { key: 'userType', label: 'Per chi è la fornitura?', value: 'Privato' },
      { key: 'gasUsage', label: 'Per cosa usi il gas?', value: 'Riscaldamento, Acqua calda' },
      { key: 'residents', label: 'Quante persone vivono in casa?', value: '3' },
      { key: 'customKey_x', label: 'Custom key x', value: 'sì' },
    ])
    expect(answersMapToDetails(answers).map((detail) => detail.label)).toEqual(['User type', 'Gas usage', 'Residents', 'Custom key x'])
  })
})
