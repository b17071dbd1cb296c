import type { ArrayField } from 'payload'

/** An array's rows titled by one of their own fields (its singular label and the row's number, «Sezione 03», until it is written; components/RowTitle.tsx). */
export const rowTitle = (textField: string): NonNullable<NonNullable<ArrayField['admin']>['components']> => ({
  RowLabel: { path: '/src/components/RowTitle.tsx#RowTitle', clientProps: { textField } },
})
