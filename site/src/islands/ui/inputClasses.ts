/**
 * Text inputs, selects and textareas. The border is slate-500 so the field's edge stands out from the page at
 * 3:1 or more (slate-300 would be 1.5:1); an invalid field turns its border red.
 */
const control =
  'block w-full border border-slate-500 bg-white text-base text-ink-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-600'

/** Public pages (forms, questionnaire): a finger-sized field. */
export const inputClass = `${control} min-h-12 rounded-xl px-4 py-3`

/** The merchant and admin areas: denser, still 16 px text so a phone does not zoom in on focus. */
export const compactInputClass = `${control} rounded-lg px-3 py-2`

export const checkboxClass = 'h-5 w-5 shrink-0 accent-brand-700'
