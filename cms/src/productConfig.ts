import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nodemailer from 'nodemailer'
import sharp from 'sharp'
import { buildConfig, defaultLoggerOptions, type Config, type SanitizedConfig } from 'payload'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { it } from '@payloadcms/translations/languages/it'
import { Users } from './accounts/collections/Users.ts'
import { Merchants } from './merchants/collections/Merchants.ts'
import { MerchantLogos } from './merchants/collections/MerchantLogos.ts'
import { TeamMembers } from './merchants/collections/TeamMembers.ts'
import { Bookings } from './bookings/collections/Bookings.ts'
import { ClientRequests } from './leads/collections/ClientRequests.ts'
import { LeadStatuses } from './leads/collections/LeadStatuses.ts'
import { LeadObjections } from './leads/collections/LeadObjections.ts'
import { LeadReturns } from './leads/collections/LeadReturns.ts'
import { LeadNotes } from './leads/collections/LeadNotes.ts'
import { Consents } from './consents/collections/Consents.ts'
import { PartialSubmissions } from './leads/collections/PartialSubmissions.ts'
import { ContactRequests } from './contact/collections/ContactRequests.ts'
import { Media } from './content/collections/Media.ts'
import { Services } from './services/collections/Services.ts'
import { Pages } from './content/collections/Pages.ts'
import { Faqs } from './content/collections/Faqs.ts'
import { Testimonials } from './content/collections/Testimonials.ts'
import { PartnerLogos } from './content/collections/PartnerLogos.ts'
import { LegalPages } from './content/collections/LegalPages.ts'
import { Questionnaires } from './questionnaires/collections/Questionnaires.ts'
import { EstimateParameters } from './estimates/collections/EstimateParameters.ts'
import { MessageTemplates } from './messageTemplates/collections/MessageTemplates.ts'
import { AuditLog } from './admin/collections/AuditLog.ts'
import { Reviews } from './reviews/collections/Reviews.ts'
import { SiteSettings } from './content/globals/SiteSettings.ts'
import { UiTexts } from './content/globals/UiTexts.ts'
import { Navigation } from './content/globals/Navigation.ts'
import { AreraCatalogues } from './arera/collections/AreraCatalogues.ts'
import { AreraOffers } from './arera/collections/AreraOffers.ts'
import { AreraSuppliers } from './arera/collections/AreraSuppliers.ts'
import { OffersRanking } from './arera/collections/OffersRanking.ts'
import { areraImportTask } from './arera/importJob.ts'
import { payloadPublicEndpoints } from './api/publicRoutes.ts'
import { adminEndpoints } from './admin/endpoints.ts'
import { merchantEndpoints } from './merchants/endpoints.ts'
import { jobsCollection } from './jobs/jobsCollection.ts'
import { sendEmailTask } from './email/sendEmail.ts'
import { sendSmsTask } from './sms/sendSms.ts'
import { passwordResetTask } from './accounts/passwordReset.ts'
import { privacyRetentionTask } from './privacy/privacyRetention.ts'
import { callbackRemindersTask } from './bookings/callbackReminders.ts'
import { publicUrl, servedOrigins } from '../../platform/env.ts'
import { logLevel, productLogger } from '../../platform/logging.ts'
import { isAdminRequest } from './access/isAdmin.ts'
import { restrictPayloadInternals } from './access/payloadInternals.ts'
import { refuseUnreadableBodies } from './api/unreadableBodies.ts'
import { limitRestRequests } from './api/restLimits.ts'
import { clientInputErrors } from './hooks/clientInputErrors.ts'
import { ownCommits } from './database/transaction.ts'
import { survivePoolErrors } from './database/pool.ts'
import { productDatabase } from './database/adapter.ts'
import { italianRefusals } from './hooks/italianRefusals.ts'
import { loggerOptions } from '../../platform/logErrors.ts'
import { objectStoragePlugin } from './storage/objectStorage.ts'
import { jsonFieldsAsText } from './components/jsonTextFields.ts'
import { ADMIN_DATE_FORMAT, italianDates } from './fields/italianDates.ts'

// The CMS folder: the admin's import map, the migrations and the generated types live there.
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (!process.env.PAYLOAD_SECRET) throw new Error('PAYLOAD_SECRET is not set (npm start sets it for you).')
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (npm start sets it for you).')

/** The product's Payload configuration as written (cms/payload.config.ts completes it). */
export const productConfig: Config = {
  secret: process.env.PAYLOAD_SECRET,
  serverURL: publicUrl(),
  csrf: servedOrigins(),
  telemetry: false,
  // JSON lines in production (platform/logging.ts), each with the id of the request it happened in; Payload's
  // coloured lines elsewhere.
  admin: {
    user: Users.slug,
    importMap: { baseDir: cmsDir, importMapFile: path.resolve(cmsDir, 'app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' · CasaConfronta' },
    dateFormat: ADMIN_DATE_FORMAT,
    // Payload's default avatar is Gravatar's: it would send a hash of each staff e-mail to a third party and
    // load an image from outside the origin, which the admin's CSP refuses.
    avatar: 'default',
    components: {
      afterDashboard: ['/src/admin/components/AdminAreaLink.tsx#AdminAreaLink'],
      afterNavLinks: ['/src/privacy/components/PrivacyNavLink.tsx#PrivacyNavLink'],
      views: { privacy: { Component: '/src/privacy/components/PrivacyView/index.tsx#PrivacyView', path: '/privacy', exact: true } },
    },
  },
  // The staff are Italian: the admin speaks Italian whatever the browser's language (no English to fall back on).
  i18n: { supportedLanguages: { it }, fallbackLanguage: 'it' },
  collections: [Users, Merchants, MerchantLogos, TeamMembers, Bookings, ClientRequests, LeadStatuses, LeadObjections, LeadReturns, LeadNotes, Consents, PartialSubmissions, ContactRequests, Reviews, Media, Services, Pages, Faqs, Testimonials, PartnerLogos, LegalPages, Questionnaires, EstimateParameters, MessageTemplates, AuditLog, AreraCatalogues, AreraOffers, AreraSuppliers],
  globals: [SiteSettings, Navigation, UiTexts, OffersRanking],
  endpoints: [...payloadPublicEndpoints, ...merchantEndpoints, ...adminEndpoints],
  graphQL: { disable: true },
  // JSON lines in production (platform/logging.ts), Payload's own pretty output elsewhere; errors written without the
  // values of a failed statement (personal data) either way.
  logger: productLogger() ?? { options: { ...loggerOptions, level: logLevel() }, destination: defaultLoggerOptions },
  // A refusal of what a client sent (a wrong password, an expired link, a query its field cannot answer, a malformed
  // address) is logged at info, its message only: error lines, with their stacks, are for what the product got wrong.
  // Every answer is counted by status all the same (http_requests_total).
  // LoginThrottled (a sign-in told to wait, loginThrottle.ts) and URIError are not among the names Payload types.
  loggingLevels: { APIError: 'info', AuthenticationError: 'info', QueryError: 'info', UnverifiedEmail: 'info', ...({ LoginThrottled: 'info', URIError: 'info' } as Config['loggingLevels']) },
  hooks: { afterError: [clientInputErrors, italianRefusals] },
  editor: lexicalEditor(),
  db: productDatabase(cmsDir),
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
    tasks: [sendEmailTask, sendSmsTask, passwordResetTask, privacyRetentionTask, callbackRemindersTask, areraImportTask],
    jobsCollectionOverrides: jobsCollection,
    deleteJobOnComplete: false,
    // Payload's default lets any signed-in user run the queue from /api/payload-jobs/run; only the jobs runner
    // (Local API, past access control) and admins may.
    access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
  },
  // Uploads in an S3-compatible store when S3_* is set, on local disk otherwise (src/storage/objectStorage.ts).
  plugins: [objectStoragePlugin()],
  onInit: (payload) => {
    survivePoolErrors(payload)
    ownCommits(payload)
  },
  sharp,
  // PAYLOAD_TYPES_OUT lets the freshness check write elsewhere and compare.
  // Generated on purpose only (`payload generate:types`, checked fresh by npm test), not by every start outside
  // production: each test file's Payload spent 7 s of CPU in a child process rewriting the committed file.
  typescript: { autoGenerate: false, outputFile: process.env.PAYLOAD_TYPES_OUT ?? path.resolve(cmsDir, 'payload-types.ts') },
}

/**
 * What Payload runs: Payload's completion of `config`, then the product's own rules for the routes and collections
 * Payload adds by itself (its internals' access, unreadable bodies, request limits, JSON fields without a CDN, Italian
 * date pickers).
 */
export function completeConfig(config: Config): Promise<SanitizedConfig> {
  return buildConfig(config).then(restrictPayloadInternals).then(refuseUnreadableBodies).then(limitRestRequests).then(jsonFieldsAsText).then(italianDates)
}
