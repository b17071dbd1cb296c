export * from './cap.ts'
export * from './messages.ts'
export * from './siteSettings.ts'
