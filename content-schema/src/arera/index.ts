export * from './schema.ts'
export * from './pricing.ts'
export * from './ranking.ts'
export * from './query.ts'
