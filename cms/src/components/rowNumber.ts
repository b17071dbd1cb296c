/** A row's number as the admin shows it, from one and in two digits («03»), from `useRowLabel`'s index. */
export const rowNumberText = (rowNumber: number | undefined): string => String((rowNumber ?? 0) + 1).padStart(2, '0')
