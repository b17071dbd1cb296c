import { merchantListMessages as text } from '#content-schema/merchants/merchantLists.ts'
import { buttonClass } from './buttonClasses.ts'

/** A list's pages, after its count when `total` is given (a list that states its count elsewhere draws nothing for one page). */
export function ListPages({ page, pages, total, onPage }: { page: number; pages: number; total?: number; onPage: (page: number) => void }) {
  if (total === undefined && pages <= 1) return null
  const where = text.page(page, Math.max(pages, 1))
  return (
    <nav aria-label={text.pagination} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">{total === undefined ? where : `${text.total(total)} · ${where}`}</p>
      {pages > 1 && (
        <div className="flex gap-2">
          <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={buttonClass('secondary', 'compact')}>
            {text.previous}
          </button>
          <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} className={buttonClass('secondary', 'compact')}>
            {text.next}
          </button>
        </div>
      )}
    </nav>
  )
}
