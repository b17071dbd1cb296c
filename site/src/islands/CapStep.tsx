import { useEffect, useId, useRef, useState } from 'react'
import { formatLocation, normaliseCapInput } from '#content-schema/postcodes/capFormat.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { buttonClass } from './ui/buttonClasses.ts'
import { useCityLookup } from './useCityLookup.ts'

/** /luce-gas-start's default: the Light & Gas questionnaire, carrying the chosen location. */
function goToQuestionnaire(location: string) {
  // The campaign the visitor came from travels on, so the lead records it.
  const params = new URLSearchParams({ location })
  for (const [key, value] of new URLSearchParams(window.location.search)) {
    if (key.startsWith('utm_')) params.set(key, value)
  }
  window.location.assign(`/luce-gas?${params.toString().replace(/\+/g, '%20')}`)
}

/**
 * The postcode step: on /luce-gas-start it opens the Light & Gas questionnaire; inside a questionnaire
 * (a postcode question) `onLocation` records the answer instead.
 */
export default function CapStep({
  texts,
  onLocation = goToQuestionnaire,
  autoFocus = false,
}: {
  /** The editors' wording of the field and of what the search says. */
  texts: UiTexts['postcode']
  onLocation?: (location: string) => void
  autoFocus?: boolean
}) {
  const [cap, setCap] = useState('')
  const lookup = useCityLookup(cap)
  const inputId = useId()
  const messageId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  // A visitor on a slow connection may type before React takes over the server-rendered field: keep it.
  useEffect(() => {
    const typedEarly = inputRef.current?.value ?? ''
    if (typedEarly) setCap(normaliseCapInput(typedEarly))
  }, [])

  const noCity = lookup.state === 'done' && lookup.cities.length === 0
  const message =
    cap.length === 0
      ? texts.empty
      : cap.length < 5
        ? texts.partial
        : lookup.state === 'searching' || lookup.state === 'idle'
          ? texts.searching
          : noCity
            ? fillText(texts.noCity, { cap })
            : texts.pickCity

  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        {texts.fieldName}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={texts.placeholder}
        value={cap}
        maxLength={5}
        autoFocus={autoFocus}
        aria-describedby={messageId}
        onChange={(event) => setCap(normaliseCapInput(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && cap.length === 5 && noCity) onLocation(formatLocation(cap))
        }}
        className="w-full rounded-2xl border-2 border-slate-300 px-5 py-4 text-center text-3xl font-bold tracking-[0.3em] text-ink-900 outline-none focus:border-brand-600"
      />
      <p id={messageId} role="status" aria-live="polite" className="mt-4 text-center text-slate-600">
        {message}
      </p>
      {lookup.state === 'done' && lookup.cities.length > 0 && (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {lookup.cities.map((city) => (
            <li key={`${city.name}-${city.province}`}>
              <button
                type="button"
                onClick={() => onLocation(formatLocation(cap, city.name))}
                className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-left font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {city.name} <span className="text-sm text-slate-500">({city.province})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {noCity && (
        <div className="mt-4 text-center">
          <button type="button" onClick={() => onLocation(formatLocation(cap))} className={buttonClass('primary', 'large')}>
            {texts.continueAnyway}
          </button>
        </div>
      )}
    </div>
  )
}
