import { afterAll } from 'vitest'
import { closePayload } from './helpers.ts'

afterAll(closePayload)
