export * from './callRequest.ts'
export * from './contactRequest.ts'
export * from './fields.ts'
export * from './finalContactForm.ts'
