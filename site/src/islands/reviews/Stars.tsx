import { useId } from 'react'

/** Five stars, `value` of them filled (a half star from .5 on), read as one picture with its words. */
export function Stars({ value, label, size = 'h-4 w-4' }: { value: number; label: string; size?: string }) {
  // A clip path per star, named for this picture (useId's characters are not all valid in url(#…)).
  const id = `stelle${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = value >= position ? 1 : value >= position - 0.5 ? 0.5 : 0
        return (
          <svg key={position} aria-hidden="true" viewBox="0 0 20 20" className={size}>
            <defs>
              <clipPath id={`${id}-${position}`}>
                <rect x="0" y="0" width={20 * fill} height="20" />
              </clipPath>
            </defs>
            <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" className="fill-slate-200 stroke-slate-400" strokeWidth="0.8" />
            {fill > 0 && (
              <path
                d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
                clipPath={`url(#${id}-${position})`}
                className="fill-amber-500 stroke-amber-700"
                strokeWidth="0.8"
              />
            )}
          </svg>
        )
      })}
    </span>
  )
}
