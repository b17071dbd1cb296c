import type { Access, FieldAccess } from 'payload'

export const nobody: Access = () => false

/** A field only the server's own hooks write (they run after field access is applied). */
export const nobodyField: FieldAccess = () => false
