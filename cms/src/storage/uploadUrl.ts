import type { SanitizedConfig } from 'payload'
import { formatAdminURL } from 'payload/shared'

/**
 * A stored upload's public address as Payload gives it in the upload's `url` (its generateFilePathOrURL for a file
 * kept on disk), for a read that joins only the file's name (the matching rule's prepared statement); a Payload read of
 * the upload gives `url` itself. tests/integration/platform/prepared-reads.test.ts compares the two.
 */
export function uploadFileUrl(config: SanitizedConfig, collection: string, filename: string): string {
  return formatAdminURL({ apiRoute: config.routes?.api || '', path: `/${collection}/file/${encodeURIComponent(filename)}`, serverURL: config.serverURL })
}
