import { useMemo, type Ref, type SelectHTMLAttributes } from 'react'
import { callbackSlots, type CallbackSlot } from '#content-schema/bookings/telemarketing.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { useHydrated } from '../useHydrated.ts'
import { Field } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'

/** The slots of the next week grouped by day, for the select's option groups. */
function slotsByDay(now: Date): [string, CallbackSlot[]][] {
  const days = new Map<string, CallbackSlot[]>()
  for (const slot of callbackSlots(now, 7)) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days]
}

/** The field's words, as the page hands them over (the CMS's "Testi dell'interfaccia"). */
export type CallbackSlotTexts = UiTexts['callbackSlot']

type Props = { id: string; texts: CallbackSlotTexts; error?: string; ref?: Ref<HTMLSelectElement> } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>

/**
 * "Quando preferisci essere richiamato/a?": an hour inside the telemarketing hours of the next week, or as soon
 * as possible (empty). The call forms and the offers page's booking dialog ask it the same way; the server checks
 * the value with the same schema (optionalCallbackSlot).
 */
export function CallbackSlotField({ id, texts, error, ...select }: Props) {
  const hydrated = useHydrated()
  // Slots depend on the visitor's clock, so they appear once hydrated (the page's HTML may be cached).
  const slotDays = useMemo(() => (hydrated ? slotsByDay(new Date()) : []), [hydrated])
  return (
    <Field id={id} label={texts.question} hint={texts.hint} error={error}>
      {(control) => (
        <select {...control} className={inputClass} {...select}>
          <option value="">{texts.anyTime}</option>
          {slotDays.map(([day, slots]) => (
            <optgroup key={day} label={day}>
              {slots.map((slot) => (
                // The closed select shows only the chosen option, so it names its day, short enough for a phone.
                <option key={slot.value} value={slot.value}>
                  {`${slot.shortDay}, ${slot.label}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  )
}
