// Choices shared by the CMS (select fields) and the site (how each choice is drawn).

/** The visual variant of a service card: picks its icon and colour. */
export const serviceVariants = ['energy', 'internet', 'solar', 'heating', 'security', 'insurance', 'auto', 'water'] as const
export type ServiceVariant = (typeof serviceVariants)[number]

/** The groups of the call-booking hub (/contatti/chiamata), in the order they are shown. */
export const callBookingGroups = [
  { value: 'servizi-casa', label: 'Servizi di Casa' },
  { value: 'sicurezza-protezione', label: 'Sicurezza e Protezione' },
  { value: 'benessere-salute', label: 'Benessere e Salute' },
] as const
export type CallBookingGroup = (typeof callBookingGroups)[number]['value']
export const callBookingGroupValues = callBookingGroups.map((group) => group.value) as [CallBookingGroup, ...CallBookingGroup[]]

/** Icons an editor can put on a benefit, a step or a trust item; the site draws each as inline SVG. */
export const contentIcons = [
  'sparkles',
  'gift',
  'clock',
  'shield',
  'search',
  'scale',
  'piggy-bank',
  'headset',
  'award',
  'users',
  'eye',
  'check',
  'map-pin',
  'phone',
] as const
export type ContentIcon = (typeof contentIcons)[number]

/** How a call-to-action link is drawn. */
export const actionStyles = ['primary', 'secondary'] as const
export type ActionStyle = (typeof actionStyles)[number]
