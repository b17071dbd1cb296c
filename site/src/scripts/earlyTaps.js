// A questionnaire's first step is in the server's HTML, its buttons ready to be tapped, but the island only answers
// once React has hydrated it and read the visitor's saved session (seconds on a slow phone). Until the island says
// it is ready (`data-ready` on its `[data-questionnaire]` root), a tap on one of its controls is held here: it shows
// as chosen at once (`data-queued`, styled like a chosen option) and is given to the island as soon as it is ready,
// on the same element, which hydration keeps. A tap on a step the saved session has already left is dropped.
//
// Plain JavaScript, inlined as a classic script right after the questionnaire (site/src/pages/[service].astro) with
// its hash in the page's policy: a module would wait for the page's other modules, and a tap could come first.
;(() => {
  const root = () => document.querySelector('[data-questionnaire]')
  /** @type {{ control: HTMLElement, step: string | undefined }[]} */
  const held = []

  /** The control a tap is for: a label's radio or checkbox, or the button, input or link itself. */
  const heldControl = (/** @type {EventTarget | null} */ target, /** @type {HTMLElement} */ questionnaire) => {
    const element = target instanceof Element ? target.closest('button, label, input, select, a') : null
    if (!(element instanceof HTMLElement) || !questionnaire.contains(element)) return null
    return element instanceof HTMLLabelElement ? (element.control ?? element) : element
  }

  document.addEventListener(
    'click',
    (event) => {
      const questionnaire = root()
      if (!(questionnaire instanceof HTMLElement) || questionnaire.dataset.ready === 'true' || !event.isTrusted) return
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

  new MutationObserver(() => {
    const questionnaire = root()
    if (!(questionnaire instanceof HTMLElement) || questionnaire.dataset.ready !== 'true' || held.length === 0) return
    for (const { control, step } of held.splice(0)) {
      control.removeAttribute('data-queued')
      if (control.isConnected && questionnaire.dataset.step === step) control.click()
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-ready'] })
})()
