import { z } from '../z.ts'
import { capMessages } from '../messages.ts'
import { CAP_PATTERN } from './capFormat.ts'

export const CapSchema = z.string().regex(CAP_PATTERN, capMessages.invalid)
export type Cap = z.infer<typeof CapSchema>

export const CapCitySchema = z.object({
  name: z.string(),
  province: z.string(),
})
export type CapCity = z.infer<typeof CapCitySchema>

export const CapLookupResponseSchema = z.object({
  cap: CapSchema,
  cities: z.array(CapCitySchema),
})
export type CapLookupResponse = z.infer<typeof CapLookupResponseSchema>
