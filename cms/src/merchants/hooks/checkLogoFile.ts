import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { detectLogoType, MAX_LOGO_BYTES, merchantLogoMessages } from '#content-schema'

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const

/**
 * Before Payload stores anything: a logo must be a PNG, JPEG or WebP by its content (magic bytes; the name and
 * the declared type are the sender's word) and at most 5 MB, refused whole rather than truncated. The file is
 * renamed after its owner, so no visitor-chosen name reaches the disk or the public URL.
 */
export const checkLogoFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(merchantLogoMessages.invalidType, 400, undefined, true)
    return args
  }
  if (file.size > MAX_LOGO_BYTES || file.data.length > MAX_LOGO_BYTES) {
    throw new APIError(merchantLogoMessages.tooLarge, 413, undefined, true)
  }
  const type = detectLogoType(file.data)
  if (!type) throw new APIError(merchantLogoMessages.invalidType, 400, undefined, true)
  file.mimetype = type
  file.name = `logo-${req.user?.id ?? 'admin'}.${extensions[type]}`
  return args
}
