import type { UIField } from 'payload'
import type { KeepRowsAsSetProps } from '../components/KeepRowsAsSet.tsx'

/**
 * The form's rows stay folded or open as the editor left them, while the admin waits on the server, and a row added to
 * `newRowsIn` (listed folded) opens with the cursor in its field `focus` (components/KeepRowsAsSet.tsx). Shows nothing.
 */
export function keepRowsAsSetField(props: KeepRowsAsSetProps): UIField {
  return {
    name: 'keepRowsAsSet',
    type: 'ui',
    admin: { components: { Field: { path: '/src/components/KeepRowsAsSet.tsx#KeepRowsAsSet', clientProps: props } } },
  }
}
