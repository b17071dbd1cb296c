import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'

export const POST = REST_POST(config)
