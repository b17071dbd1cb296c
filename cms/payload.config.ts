import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nodemailer from 'nodemailer'
import sharp from 'sharp'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { it } from '@payloadcms/translations/languages/it'
import { en } from '@payloadcms/translations/languages/en'
import { Users } from './src/collections/Users/index.ts'
import { Merchants } from './src/collections/Merchants/index.ts'
import { MerchantLogos } from './src/collections/MerchantLogos/index.ts'
import { TeamMembers } from './src/collections/TeamMembers/index.ts'
import { Bookings } from './src/collections/Bookings/index.ts'
import { ClientRequests } from './src/collections/ClientRequests/index.ts'
import { LeadStatuses } from './src/collections/LeadStatuses/index.ts'
import { Consents } from './src/collections/Consents/index.ts'
import { PartialSubmissions } from './src/collections/PartialSubmissions/index.ts'
import { ContactRequests } from './src/collections/ContactRequests/index.ts'
import { Media } from './src/collections/Media/index.ts'
import { Services } from './src/collections/Services/index.ts'
import { Pages } from './src/collections/Pages/index.ts'
import { Faqs } from './src/collections/Faqs/index.ts'
import { Testimonials } from './src/collections/Testimonials/index.ts'
import { PartnerLogos } from './src/collections/PartnerLogos/index.ts'
import { LegalPages } from './src/collections/LegalPages/index.ts'
import { Questionnaires } from './src/collections/Questionnaires/index.ts'
import { EstimateParameters } from './src/collections/EstimateParameters/index.ts'
import { AuditLog } from './src/collections/AuditLog/index.ts'
import { SiteSettings } from './src/globals/SiteSettings/index.ts'
import { UiTexts } from './src/globals/UiTexts/index.ts'
import { Navigation } from './src/globals/Navigation/index.ts'
import { payloadPublicEndpoints } from './src/endpoints/public/index.ts'
import { adminEndpoints } from './src/endpoints/admin/index.ts'
import { merchantEndpoints } from './src/endpoints/merchant/index.ts'
import { jobsCollection } from './src/jobs/jobsCollection.ts'
import { sendEmailTask } from './src/jobs/sendEmail.ts'
import { passwordResetTask } from './src/jobs/passwordReset.ts'
import { privacyRetentionTask } from './src/jobs/privacyRetention.ts'
import { publicUrl, servedOrigins } from '../platform/env.ts'
import { benchCollections } from './src/collections/BenchNotes/index.ts'
import { isAdminRequest } from './src/access/isAdmin.ts'
import { restrictPayloadInternals } from './src/access/payloadInternals.ts'
import { refuseUnreadableBodies } from './src/lib/unreadableBodies.ts'
import { limitRestRequests } from './src/lib/restLimits.ts'
import { clientInputErrors } from './src/hooks/clientInputErrors.ts'
import { survivePoolErrors } from './src/lib/db.ts'
import { objectStoragePlugin } from './src/lib/objectStorage.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

if (!process.env.PAYLOAD_SECRET) throw new Error('PAYLOAD_SECRET is not set (npm start sets it for you).')
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (npm start sets it for you).')

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET,
  serverURL: publicUrl(),
  csrf: servedOrigins(),
  telemetry: false,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' · CasaConfronta' },
    // Payload's default avatar is Gravatar's: it would send a hash of each staff e-mail to a third party and
    // load an image from outside the origin, which the admin's CSP refuses.
    avatar: 'default',
    components: {
      afterDashboard: ['/src/components/AdminAreaLink.tsx#AdminAreaLink'],
      afterNavLinks: ['/src/components/PrivacyNavLink.tsx#PrivacyNavLink'],
      views: { privacy: { Component: '/src/components/PrivacyView/index.tsx#PrivacyView', path: '/privacy', exact: true } },
    },
  },
  i18n: { supportedLanguages: { it, en }, fallbackLanguage: 'it' },
  collections: [Users, Merchants, MerchantLogos, TeamMembers, Bookings, ClientRequests, LeadStatuses, Consents, PartialSubmissions, ContactRequests, Media, Services, Pages, Faqs, Testimonials, PartnerLogos, LegalPages, Questionnaires, EstimateParameters, AuditLog, ...benchCollections],
  globals: [SiteSettings, Navigation, UiTexts],
  endpoints: [...payloadPublicEndpoints, ...merchantEndpoints, ...adminEndpoints],
  graphQL: { disable: true },
  hooks: { afterError: [clientInputErrors] },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DB_POOL_MAX ?? 8),
      // Waiting for a connection ends after 30 s (a 503 for a public write) instead of hanging when PostgreSQL is unreachable.
      connectionTimeoutMillis: 30_000,
    },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: process.env.SMTP_URL
    ? nodemailerAdapter({
        defaultFromAddress: process.env.MAIL_FROM ?? 'noreply@casaconfronta.it',
        defaultFromName: 'CasaConfronta',
        skipVerify: true,
        // Bounded waits, so a send ends within about two minutes even when the server stops answering, and a job
        // still running after that is known to be abandoned (cms/src/jobs/runner.ts).
        transport: nodemailer.createTransport({ url: process.env.SMTP_URL, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }),
      })
    : undefined,
  jobs: {
    tasks: [sendEmailTask, passwordResetTask, privacyRetentionTask],
    jobsCollectionOverrides: jobsCollection,
    deleteJobOnComplete: false,
    // Payload's default lets any signed-in user run the queue from /api/payload-jobs/run; only the jobs runner
    // (Local API, past access control) and admins may.
    access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
  },
  // Uploads in an S3-compatible store when S3_* is set, on local disk otherwise (src/lib/objectStorage.ts).
  plugins: [objectStoragePlugin()],
  onInit: survivePoolErrors,
  sharp,
  // PAYLOAD_TYPES_OUT lets the freshness check write elsewhere and compare.
  typescript: { outputFile: process.env.PAYLOAD_TYPES_OUT ?? path.resolve(dirname, 'payload-types.ts') },
})
  .then(restrictPayloadInternals)
  .then(refuseUnreadableBodies)
  .then(limitRestRequests)
