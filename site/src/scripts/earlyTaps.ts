/**
 * A questionnaire's first step is in the server's HTML, its buttons ready to be tapped, but the island only answers
 * once React has hydrated it and read the visitor's saved session (seconds on a slow phone). Until the island says
 * it is ready (`data-ready` on its `[data-questionnaire]` root), a tap on one of its controls is held here: it shows
 * as chosen at once (`data-queued`, styled like a chosen option) and is given to the island as soon as it is
 * ready, on the same element, which hydration keeps. A tap on a step the saved session has already left is dropped.
 * A small module of its own: the page's policy runs no script but ours.
 */
const root = () => document.querySelector<HTMLElement>('[data-questionnaire]')
const held: { control: HTMLElement; step: string | undefined }[] = []

function heldControl(target: EventTarget | null, questionnaire: HTMLElement): HTMLElement | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('button, label, input, select, a') : null
  if (!element || !questionnaire.contains(element)) return null
  // A label is tapped for its radio or checkbox: hold the control itself, which the replay clicks.
  return element instanceof HTMLLabelElement ? (element.control ?? element) : element
}

document.addEventListener(
  'click',
  (event) => {
    const questionnaire = root()
    if (!questionnaire || questionnaire.dataset.ready === 'true' || !event.isTrusted) return
    const control = heldControl(event.target, questionnaire)
    if (!control) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.some((tap) => tap.control === control)) return
    held.push({ control, step: questionnaire.dataset.step })
    control.setAttribute('data-queued', '')
  },
  true,
)

function replay(questionnaire: HTMLElement) {
  for (const { control, step } of held.splice(0)) {
    control.removeAttribute('data-queued')
    if (control.isConnected && questionnaire.dataset.step === step) control.click()
  }
}

new MutationObserver(() => {
  const questionnaire = root()
  if (questionnaire?.dataset.ready === 'true' && held.length > 0) replay(questionnaire)
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-ready'] })
