import { buttonClass } from './buttonClasses.ts'

/** A list with nothing in it yet. */
export function EmptyList({ text, className = '' }: { text: string; className?: string }) {
  return <p className={`rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 ${className}`}>{text}</p>
}

/** A list narrowed by a search or a filter down to nothing, with the way back to everything. */
export function NoResults({ texts, onClear, className = '' }: { texts: { noResults: string; noResultsHint: string; clear: string }; onClear: () => void; className?: string }) {
  return (
    <div className={`rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center ${className}`} data-testid="no-results">
      <p className="font-semibold text-ink-900">{texts.noResults}</p>
      <p className="mt-1 text-sm text-slate-600">{texts.noResultsHint}</p>
      <button type="button" onClick={onClear} className={`${buttonClass('secondary', 'compact')} mt-3`}>
        {texts.clear}
      </button>
    </div>
  )
}
