import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "ui_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"not_found_title" varchar DEFAULT 'Pagina non trovata',
  	"not_found_back_home" varchar DEFAULT 'Torna alla home',
  	"cookie_banner_title" varchar DEFAULT 'Rispettiamo la tua privacy',
  	"cookie_banner_text" varchar DEFAULT 'Usiamo cookie tecnici necessari al funzionamento del sito e, solo con il tuo consenso, cookie statistici e di marketing di terze parti. Puoi cambiare idea in ogni momento da «Preferenze cookie» in fondo alla pagina. Dettagli nella',
  	"cookie_banner_policy_link" varchar DEFAULT 'Cookie Policy',
  	"cookie_banner_categories_title" varchar DEFAULT 'Scegli le categorie',
  	"cookie_banner_necessary_title" varchar DEFAULT 'Necessari',
  	"cookie_banner_necessary_text" varchar DEFAULT '(sempre attivi): la sessione dell’area riservata e questa scelta, cc_consent (6 mesi).',
  	"cookie_banner_statistics_title" varchar DEFAULT 'Statistiche',
  	"cookie_banner_statistics_text" varchar DEFAULT 'Google Analytics, per sapere in forma aggregata come viene usato il sito: _ga (2 anni), _gid (24 ore).',
  	"cookie_banner_marketing_title" varchar DEFAULT 'Marketing',
  	"cookie_banner_marketing_text" varchar DEFAULT 'Meta Pixel, per misurare le campagne pubblicitarie: _fbp (3 mesi).',
  	"cookie_banner_customize" varchar DEFAULT 'Personalizza',
  	"cookie_banner_save" varchar DEFAULT 'Salva preferenze',
  	"cookie_banner_reject" varchar DEFAULT 'Rifiuta',
  	"cookie_banner_accept" varchar DEFAULT 'Accetta tutti',
  	"cookie_banner_close" varchar DEFAULT 'Chiudi: rifiuta i cookie non necessari',
  	"service_grid_learn_more" varchar DEFAULT 'Scopri di più',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "ui_texts" CASCADE;`)
}
