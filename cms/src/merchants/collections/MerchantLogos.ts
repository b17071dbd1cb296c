import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { logoMimeTypes } from '#content-schema'
import { anyone } from '../../access/anyone.ts'
import { isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { isAdminOrOwnUpload } from '../access/isAdminOrOwnUpload.ts'
import { isAdminOrUnsuspendedMerchant } from '../access/isAdminOrUnsuspendedMerchant.ts'
import { mediaDir } from '../../../../platform/env.ts'
import { collectionSlugs } from '../../slugs.ts'
import { checkLogoFile } from '../hooks/checkLogoFile.ts'
import { setUploader } from '../hooks/setUploader.ts'
import { erasedLogoNotFound } from '../hooks/erasedLogoNotFound.ts'

/** The merchants' logos (the logo bucket): public to read, since the public card shows them. */
export const MerchantLogos: CollectionConfig = {
  slug: collectionSlugs.merchantLogos,
  labels: { singular: 'Logo merchant', plural: 'Loghi merchant' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'owner', 'updatedAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: anyone,
    create: isAdminOrUnsuspendedMerchant,
    update: isAdminOrOwnUpload,
    delete: isAdminOrOwnUpload,
  },
  upload: {
    staticDir: path.join(mediaDir(), 'merchant-logos'),
    mimeTypes: [...logoMimeTypes],
    handlers: [erasedLogoNotFound],
  },
  hooks: { beforeOperation: [checkLogoFile], beforeChange: [setUploader] },
  fields: [
    {
      name: 'owner',
      label: 'Merchant',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      index: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
