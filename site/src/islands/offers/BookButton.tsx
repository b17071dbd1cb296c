import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { useHydrated } from '../useHydrated.ts'

export type BookingProps = { onBook?: () => void }

/** An offer card's callback button: it opens the booking dialog (slot, and the partner consent when missing). */
export function BookButton({ texts, onBook }: BookingProps & { texts: UiTexts['offers'] }) {
  const hydrated = useHydrated()
  return (
    <div className="mt-5">
      <button type="button" onClick={onBook} disabled={!hydrated} className={`${buttonClass('primary', 'large')} w-full text-sm tracking-wide`}>
        {texts.book}
      </button>
    </div>
  )
}
