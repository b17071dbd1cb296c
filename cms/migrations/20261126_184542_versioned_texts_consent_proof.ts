import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_channels" AS ENUM('telefono', 'sms', 'email', 'whatsapp');
  CREATE TYPE "public"."enum_consents_service" AS ENUM('luce-gas', 'internet-mobile', 'fotovoltaico', 'caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori');
  CREATE TYPE "public"."enum_estimate_parameters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__estimate_parameters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_ui_texts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ui_texts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "consents_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consents_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_estimate_parameters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_chiave" varchar,
  	"version_etichetta" varchar,
  	"version_valore" numeric,
  	"version_unita" varchar,
  	"version_fonte" varchar,
  	"version_data_fonte" timestamp(3) with time zone,
  	"version_version_author_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__estimate_parameters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_navigation_v_version_header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"highlight" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_payment_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_footer_text" varchar,
  	"version_copyright" varchar,
  	"version_version_author_id" integer,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_ui_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_not_found_title" varchar DEFAULT 'Pagina non trovata',
  	"version_not_found_back_home" varchar DEFAULT 'Torna alla home',
  	"version_cookie_banner_title" varchar DEFAULT 'Rispettiamo la tua privacy',
  	"version_cookie_banner_text" varchar DEFAULT 'Usiamo cookie tecnici necessari al funzionamento del sito e, solo con il tuo consenso, cookie statistici e di marketing di terze parti. Puoi cambiare idea in ogni momento da «Preferenze cookie» in fondo alla pagina. Dettagli nella',
  	"version_cookie_banner_policy_link" varchar DEFAULT 'Cookie Policy',
  	"version_cookie_banner_categories_title" varchar DEFAULT 'Scegli le categorie',
  	"version_cookie_banner_necessary_title" varchar DEFAULT 'Necessari',
  	"version_cookie_banner_necessary_text" varchar DEFAULT '(sempre attivi): la sessione dell’area riservata e questa scelta, cc_consent (6 mesi).',
  	"version_cookie_banner_statistics_title" varchar DEFAULT 'Statistiche',
  	"version_cookie_banner_statistics_text" varchar DEFAULT 'Google Analytics, per sapere in forma aggregata come viene usato il sito: _ga (2 anni), _gid (24 ore).',
  	"version_cookie_banner_marketing_title" varchar DEFAULT 'Marketing',
  	"version_cookie_banner_marketing_text" varchar DEFAULT 'Meta Pixel, per misurare le campagne pubblicitarie: _fbp (3 mesi).',
  	"version_cookie_banner_customize" varchar DEFAULT 'Personalizza',
  	"version_cookie_banner_save" varchar DEFAULT 'Salva preferenze',
  	"version_cookie_banner_reject" varchar DEFAULT 'Rifiuta',
  	"version_cookie_banner_accept" varchar DEFAULT 'Accetta tutti',
  	"version_cookie_banner_close" varchar DEFAULT 'Chiudi: rifiuta i cookie non necessari',
  	"version_service_grid_learn_more" varchar DEFAULT 'Scopri di più',
  	"version_questionnaire_headline" varchar DEFAULT 'Scopri la tua offerta in pochi secondi: inizia ora!',
  	"version_questionnaire_back" varchar DEFAULT 'Indietro',
  	"version_questionnaire_continue" varchar DEFAULT 'Continua',
  	"version_questionnaire_continue_one" varchar DEFAULT 'Continua ({numero} selezionato)',
  	"version_questionnaire_continue_many" varchar DEFAULT 'Continua ({numero} selezionati)',
  	"version_questionnaire_progress" varchar DEFAULT 'Passo {passo} di {totale}',
  	"version_questionnaire_progress_approximate" varchar DEFAULT 'Passo {passo} di circa {totale}',
  	"version_questionnaire_progress_bar" varchar DEFAULT 'Avanzamento',
  	"version_questionnaire_select_placeholder" varchar DEFAULT 'Seleziona…',
  	"version_questionnaire_contact_step_loading" varchar DEFAULT 'Caricamento del modulo di contatto…',
  	"version_questionnaire_contact_step_unavailable" varchar DEFAULT 'Non è stato possibile caricare il modulo di contatto. Controlla la connessione e riprova.',
  	"version_questionnaire_retry" varchar DEFAULT 'Riprova',
  	"version_contact_step_name" varchar DEFAULT 'Nome e cognome *',
  	"version_contact_step_phone" varchar DEFAULT 'Telefono *',
  	"version_contact_step_email" varchar DEFAULT 'Email *',
  	"version_contact_step_cap" varchar DEFAULT 'CAP della tua zona *',
  	"version_contact_step_company" varchar DEFAULT 'Ragione sociale *',
  	"version_contact_step_vat_number" varchar DEFAULT 'Partita IVA *',
  	"version_contact_step_message" varchar DEFAULT 'Messaggio (facoltativo)',
  	"version_contact_step_privacy_consent" varchar DEFAULT 'Accetto i [Termini e Condizioni](/termini-condizioni) e dichiaro di aver letto l''[Informativa Privacy](/privacy-policy) *',
  	"version_contact_step_marketing_consent" varchar DEFAULT 'Acconsento a ricevere comunicazioni promozionali da CasaConfronta (facoltativo)',
  	"version_contact_step_partners_consent" varchar DEFAULT 'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali che ricevono la mia richiesta, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)',
  	"version_contact_step_partners_channels" varchar DEFAULT 'Con quali canali? Scegline almeno uno:',
  	"version_contact_step_group_consent" varchar DEFAULT 'Acconsento a ricevere offerte dalle società del gruppo (facoltativo)',
  	"version_contact_step_submit" varchar DEFAULT 'Invia la richiesta',
  	"version_contact_step_submitting" varchar DEFAULT 'Invio in corso...',
  	"version_postcode_field_name" varchar DEFAULT 'CAP',
  	"version_postcode_placeholder" varchar DEFAULT 'Es. 59100',
  	"version_postcode_empty" varchar DEFAULT 'Inserisci il tuo CAP per iniziare',
  	"version_postcode_partial" varchar DEFAULT 'Inserisci un CAP valido (5 cifre)',
  	"version_postcode_searching" varchar DEFAULT 'Ricerca città in corso...',
  	"version_postcode_pick_city" varchar DEFAULT 'Seleziona la tua città:',
  	"version_postcode_no_city" varchar DEFAULT 'Nessuna città trovata per il CAP {cap}',
  	"version_postcode_continue_anyway" varchar DEFAULT 'Continua comunque',
  	"version_luce_gas_start_seo_title" varchar DEFAULT 'Luce e Gas: inserisci il tuo CAP',
  	"version_luce_gas_start_seo_description" varchar DEFAULT 'Inserisci il CAP della tua zona e ricevi in pochi secondi le migliori offerte luce e gas disponibili.',
  	"version_luce_gas_start_back" varchar DEFAULT 'Indietro',
  	"version_luce_gas_start_badge" varchar DEFAULT 'Sei a 30 secondi dal ricevere le tue offerte!',
  	"version_luce_gas_start_title" varchar DEFAULT 'Inserisci il CAP della tua zona',
  	"version_luce_gas_start_intro" varchar DEFAULT 'Iniziamo dalla tua posizione per trovare le migliori offerte disponibili',
  	"version_contact_form_title" varchar DEFAULT 'Scrivici un messaggio',
  	"version_contact_form_form_name" varchar DEFAULT 'Modulo di contatto',
  	"version_contact_form_first_name" varchar DEFAULT 'Nome',
  	"version_contact_form_last_name" varchar DEFAULT 'Cognome',
  	"version_contact_form_email" varchar DEFAULT 'Email',
  	"version_contact_form_phone" varchar DEFAULT 'Telefono',
  	"version_contact_form_cap" varchar DEFAULT 'CAP',
  	"version_contact_form_topic" varchar DEFAULT 'Argomento',
  	"version_contact_form_topic_placeholder" varchar DEFAULT 'Seleziona un argomento',
  	"version_contact_form_message" varchar DEFAULT 'Messaggio',
  	"version_contact_form_privacy_consent" varchar DEFAULT 'Accetto i [Termini e Condizioni](/termini-condizioni) e l’[Informativa Privacy](/privacy-policy) (obbligatorio)',
  	"version_contact_form_marketing_consent" varchar DEFAULT 'Acconsento a ricevere comunicazioni promozionali (facoltativo)',
  	"version_contact_form_submit" varchar DEFAULT 'Invia messaggio',
  	"version_contact_form_submitting" varchar DEFAULT 'Invio in corso...',
  	"version_contact_form_success_title" varchar DEFAULT 'Messaggio inviato!',
  	"version_contact_form_success_text" varchar DEFAULT 'Ti contatteremo al più presto.',
  	"version_contact_form_error_title" varchar DEFAULT 'Errore',
  	"version_contact_form_error_text" varchar DEFAULT 'Si è verificato un errore. Riprova più tardi.',
  	"version_call_booking_popular" varchar DEFAULT 'Popolare',
  	"version_call_booking_call_now_title" varchar DEFAULT 'Preferisci parlarci subito?',
  	"version_call_booking_call_now_text" varchar DEFAULT 'Chiamaci al {telefono} oppure scrivici dalla pagina [Contatti](/contatti).',
  	"version_call_booking_call_now" varchar DEFAULT 'Chiama ora',
  	"version_call_booking_back_to_contact" varchar DEFAULT 'Torna ai contatti',
  	"version_call_booking_all_services" varchar DEFAULT 'Tutti i servizi',
  	"version_call_booking_title" varchar DEFAULT 'Prenota una chiamata: {servizio}',
  	"version_call_booking_description" varchar DEFAULT 'Prenota una chiamata gratuita per {servizio}: un consulente ti richiama e ti aiuta a trovare l’offerta migliore.',
  	"version_call_booking_intro" varchar DEFAULT 'Lascia i tuoi recapiti: un consulente ti richiamerà gratuitamente il prima possibile.',
  	"version_call_booking_form_title" varchar DEFAULT 'I tuoi recapiti',
  	"version_call_booking_form_name" varchar DEFAULT 'Prenota una chiamata',
  	"version_call_booking_first_name" varchar DEFAULT 'Nome',
  	"version_call_booking_last_name" varchar DEFAULT 'Cognome',
  	"version_call_booking_email" varchar DEFAULT 'Email',
  	"version_call_booking_mobile" varchar DEFAULT 'Cellulare',
  	"version_call_booking_mobile_spoken" varchar DEFAULT 'Cellulare (prefisso +39)',
  	"version_call_booking_request" varchar DEFAULT 'Descrivi la tua richiesta',
  	"version_call_booking_privacy_consent" varchar DEFAULT 'Accetto i [Termini e Condizioni](/termini-condizioni) e l’[Informativa Privacy](/privacy-policy) (obbligatorio)',
  	"version_call_booking_marketing_consent" varchar DEFAULT 'Acconsento a essere contattato/a per offerte e promozioni da CasaConfronta (facoltativo)',
  	"version_call_booking_partners_consent" varchar DEFAULT 'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)',
  	"version_call_booking_partners_channels" varchar DEFAULT 'Con quali canali? Scegline almeno uno:',
  	"version_call_booking_group_consent" varchar DEFAULT 'Acconsento a essere contattato/a dalle società del gruppo per offerte e promozioni (facoltativo)',
  	"version_call_booking_submit" varchar DEFAULT 'Prenota chiamata',
  	"version_call_booking_submitting" varchar DEFAULT 'Invio in corso...',
  	"version_call_booking_success_title" varchar DEFAULT 'Chiamata prenotata!',
  	"version_call_booking_success_text" varchar DEFAULT 'I nostri consulenti ti ricontatteranno il prima possibile.',
  	"version_call_booking_error_title" varchar DEFAULT 'Errore',
  	"version_call_booking_error_text" varchar DEFAULT 'Si è verificato un errore. Riprova più tardi.',
  	"version_offers_service_title" varchar DEFAULT 'Offerte per {servizio}',
  	"version_offers_service_title_fallback" varchar DEFAULT 'Offerte',
  	"version_offers_service_description" varchar DEFAULT 'Le offerte dei partner della tua zona.',
  	"version_offers_service_intro" varchar DEFAULT '{nome}, ecco i partner verificati per il CAP {cap}{citta}: scegli da chi vuoi essere richiamato/a.',
  	"version_offers_service_intro_no_name" varchar DEFAULT 'Ecco i partner verificati per il CAP {cap}{citta}: scegli da chi vuoi essere richiamato/a.',
  	"version_offers_cap_title" varchar DEFAULT 'I nostri partner per il CAP {cap}',
  	"version_offers_cap_title_fallback" varchar DEFAULT 'I nostri partner',
  	"version_offers_cap_description" varchar DEFAULT 'I partner della tua zona.',
  	"version_offers_cap_intro" varchar DEFAULT '{nome}, questi sono i professionisti attivi nella tua zona{citta} per {servizio} e non solo: scegli da chi vuoi essere richiamato/a.',
  	"version_offers_cap_intro_no_name" varchar DEFAULT 'Questi sono i professionisti attivi nella tua zona{citta} per {servizio} e non solo: scegli da chi vuoi essere richiamato/a.',
  	"version_offers_load_error" varchar DEFAULT 'Errore nel caricamento delle offerte',
  	"version_offers_offers_list" varchar DEFAULT 'Offerte disponibili',
  	"version_offers_partners_list" varchar DEFAULT 'Partner disponibili',
  	"version_offers_preview_title" varchar DEFAULT 'Anteprima partner',
  	"version_offers_book" varchar DEFAULT 'VOGLIO ESSERE RICHIAMATO/A',
  	"version_offers_verified" varchar DEFAULT 'Partner verificato CasaConfronta',
  	"version_offers_email_label" varchar DEFAULT 'Email',
  	"version_offers_phone_label" varchar DEFAULT 'Telefono',
  	"version_offers_zone_label" varchar DEFAULT 'Zona',
  	"version_offers_availability_label" varchar DEFAULT 'Disponibilità',
  	"version_offers_services_list" varchar DEFAULT 'Servizi offerti',
  	"version_offers_more_services" varchar DEFAULT 'altri servizi',
  	"version_offers_requested_service" varchar DEFAULT '(servizio richiesto)',
  	"version_offers_dialog_title" varchar DEFAULT 'Richiamata da {azienda}',
  	"version_offers_dialog_intro" varchar DEFAULT 'Scegli quando preferisci essere richiamato/a: il partner ti chiamerà in quella fascia oraria.',
  	"version_offers_consent_why" varchar DEFAULT 'Per richiamarti il partner deve ricevere il tuo numero di telefono. Quando hai inviato la richiesta non hai dato il consenso al contatto da parte dei partner: senza, vede il numero oscurato e non può chiamarti.',
  	"version_offers_consent_label" varchar DEFAULT 'Acconsento a essere richiamato/a al telefono per offerte di {servizio} dai partner commerciali che scelgo, che riceveranno il mio numero, come descritto nell’[Informativa Privacy](/privacy-policy)',
  	"version_offers_consent_required" varchar DEFAULT 'Per essere richiamato/a serve il tuo consenso al contatto da parte dei partner.',
  	"version_offers_confirm" varchar DEFAULT 'Conferma la richiamata',
  	"version_offers_sending" varchar DEFAULT 'Prenotazione in corso...',
  	"version_offers_cancel" varchar DEFAULT 'Annulla',
  	"version_offers_booking_error" varchar DEFAULT 'Errore durante la prenotazione. Riprova.',
  	"version_offers_thanks" varchar DEFAULT 'Grazie per averci contattato!',
  	"version_offers_thanks_text" varchar DEFAULT 'Ti abbiamo inviato un’email di conferma con il riepilogo.',
  	"version_offers_back_home" varchar DEFAULT 'Torna alla home',
  	"version_offers_follow_request" varchar DEFAULT 'Segui la tua richiesta',
  	"version_offers_booked_title" varchar DEFAULT 'Hai già prenotato una richiamata',
  	"version_offers_booked_at" varchar DEFAULT '{azienda} ti richiamerà il giorno {quando} (ora italiana).',
  	"version_offers_booked_soon" varchar DEFAULT '{azienda} ti richiamerà al più presto, negli orari consentiti.',
  	"version_offers_booked_others" varchar DEFAULT 'Vuoi farti richiamare anche da un altro partner? Eccoli qui sotto.',
  	"version_offers_unserved_page_title" varchar DEFAULT 'La tua richiesta per {servizio}',
  	"version_offers_unserved_intro" varchar DEFAULT 'Grazie {nome}: abbiamo ricevuto la tua richiesta per {servizio} nel CAP {cap}{citta}.',
  	"version_offers_unserved_intro_no_name" varchar DEFAULT 'Grazie: abbiamo ricevuto la tua richiesta per {servizio} nel CAP {cap}{citta}.',
  	"version_offers_unserved_title" varchar DEFAULT 'Per {servizio} nel CAP {cap} non abbiamo ancora un partner verificato',
  	"version_offers_unserved_text" varchar DEFAULT 'La tua richiesta è arrivata e non va persa: cerchiamo noi un professionista della tua zona e ti scriviamo appena uno la prende in carico. Fino ad allora nessuno ti chiamerà.',
  	"version_offers_unserved_others" varchar DEFAULT 'Nella tua zona ci sono partner per altri servizi, se ti interessano:',
  	"version_offers_questions" varchar DEFAULT 'Hai domande o non trovi l’offerta giusta?',
  	"version_offers_contact_us" varchar DEFAULT 'Contattaci',
  	"version_tracker_title" varchar DEFAULT 'La tua richiesta per {servizio}',
  	"version_tracker_title_fallback" varchar DEFAULT 'La tua richiesta',
  	"version_tracker_description" varchar DEFAULT 'Segui la tua richiesta: cosa hanno fatto i partner, la tua richiamata, i tuoi consensi.',
  	"version_tracker_intro" varchar DEFAULT '{nome}, qui trovi a che punto è la tua richiesta.',
  	"version_tracker_intro_no_name" varchar DEFAULT 'Qui trovi a che punto è la tua richiesta.',
  	"version_tracker_load_error" varchar DEFAULT 'Non siamo riusciti a caricare la tua richiesta. Ricarica la pagina tra qualche istante.',
  	"version_tracker_sent" varchar DEFAULT 'Richiesta inviata',
  	"version_tracker_sent_details" varchar DEFAULT '{data} · CAP {cap}{citta}',
  	"version_tracker_cancelled" varchar DEFAULT 'Hai annullato questa richiesta il {data}.',
  	"version_tracker_erasure_requested" varchar DEFAULT 'Hai chiesto la cancellazione dei tuoi dati il {data}: la completiamo entro 30 giorni e ti scriviamo quando è fatta.',
  	"version_tracker_updated_live" varchar DEFAULT 'La pagina si aggiorna da sola quando un partner risponde.',
  	"version_tracker_book_callback" varchar DEFAULT 'Scegli chi ti richiama e quando',
  	"version_tracker_live_one" varchar DEFAULT '{numero} aggiornamento dai partner',
  	"version_tracker_live_many" varchar DEFAULT '{numero} aggiornamenti dai partner',
  	"version_tracker_partners_title" varchar DEFAULT 'I partner della tua zona',
  	"version_tracker_no_partners" varchar DEFAULT 'Nessun partner verificato copre ancora il tuo CAP per questo servizio: ti scriviamo appena uno prende in carico la tua richiesta.',
  	"version_tracker_no_answer_yet" varchar DEFAULT 'Non ha ancora risposto.',
  	"version_tracker_event_notified" varchar DEFAULT 'Ha ricevuto la tua richiesta',
  	"version_tracker_event_booked" varchar DEFAULT 'Richiamata prenotata',
  	"version_tracker_event_contacted" varchar DEFAULT 'Ti ha contattato',
  	"version_tracker_event_quote" varchar DEFAULT 'Ti ha inviato un preventivo',
  	"version_tracker_event_won" varchar DEFAULT 'Offerta accettata',
  	"version_tracker_event_lost" varchar DEFAULT 'Richiesta chiusa',
  	"version_tracker_event_message" varchar DEFAULT 'Ti ha scritto',
  	"version_tracker_book_with" varchar DEFAULT 'Prenota una richiamata',
  	"version_tracker_book_with_label" varchar DEFAULT 'Prenota una richiamata con {azienda}',
  	"version_tracker_your_callback" varchar DEFAULT 'La tua richiamata',
  	"version_tracker_callback_at" varchar DEFAULT '{quando} (ora italiana)',
  	"version_tracker_callback_asap" varchar DEFAULT 'Appena possibile',
  	"version_tracker_callback_cancelled" varchar DEFAULT 'Annullata: hai annullato la richiesta, il partner non ti chiamerà.',
  	"version_tracker_reschedule" varchar DEFAULT 'Cambia orario',
  	"version_tracker_reschedule_label" varchar DEFAULT 'Cambia orario della richiamata con {azienda}',
  	"version_tracker_reschedule_title" varchar DEFAULT 'Cambia l’orario della richiamata con {azienda}',
  	"version_tracker_reschedule_intro" varchar DEFAULT 'Scegli quando preferisci essere richiamato/a: avvisiamo noi il partner del nuovo orario.',
  	"version_tracker_reschedule_confirm" varchar DEFAULT 'Conferma il nuovo orario',
  	"version_tracker_reschedule_cancel" varchar DEFAULT 'Annulla',
  	"version_tracker_rescheduled_at" varchar DEFAULT 'Orario aggiornato: {azienda} ti richiamerà il giorno {quando}.',
  	"version_tracker_rescheduled_asap" varchar DEFAULT 'Orario aggiornato: {azienda} ti richiamerà appena possibile.',
  	"version_tracker_consents_title" varchar DEFAULT 'I tuoi consensi',
  	"version_tracker_no_consents" varchar DEFAULT 'Non hai dato consensi facoltativi.',
  	"version_tracker_consent_withdraw" varchar DEFAULT 'Revoca',
  	"version_tracker_actions_title" varchar DEFAULT 'Cosa puoi fare',
  	"version_tracker_cancel" varchar DEFAULT 'Annulla la richiesta',
  	"version_tracker_cancel_confirm" varchar DEFAULT 'Vuoi davvero annullare la richiesta? I partner non potranno più prenotare una richiamata.',
  	"version_tracker_cancel_yes" varchar DEFAULT 'Sì, annulla la richiesta',
  	"version_tracker_erasure" varchar DEFAULT 'Chiedi la cancellazione dei tuoi dati',
  	"version_tracker_erasure_confirm" varchar DEFAULT 'Vuoi che cancelliamo i tuoi dati? Annulliamo anche la richiesta.',
  	"version_tracker_erasure_yes" varchar DEFAULT 'Sì, chiedi la cancellazione dei tuoi dati',
  	"version_tracker_keep" varchar DEFAULT 'No, torna indietro',
  	"version_tracker_sending" varchar DEFAULT 'Invio in corso…',
  	"version_tracker_action_error" varchar DEFAULT 'Non siamo riusciti a registrare la tua scelta. Riprova tra qualche istante.',
  	"version_estimate_title" varchar DEFAULT 'La tua stima',
  	"version_estimate_loading" varchar DEFAULT 'Calcolo della stima in corso…',
  	"version_estimate_unavailable" varchar DEFAULT 'Non riusciamo a calcolare la stima in questo momento: puoi continuare lo stesso.',
  	"version_estimate_indicative" varchar DEFAULT 'Stima indicativa',
  	"version_estimate_figure_note" varchar DEFAULT 'indicativo',
  	"version_estimate_chart_note" varchar DEFAULT '(stima indicativa)',
  	"version_estimate_disclaimer" varchar DEFAULT 'Tutte le cifre sono indicative: sono calcolate dalle tue risposte e da valori medi di mercato. L’offerta vera arriva dal professionista che ti contatta.',
  	"version_estimate_assumptions" varchar DEFAULT 'Come l’abbiamo calcolata',
  	"version_estimate_sources" varchar DEFAULT 'Fonti',
  	"version_estimate_continue" varchar DEFAULT 'Continua e ricevi le offerte',
  	"version_callback_slot_question" varchar DEFAULT 'Quando preferisci essere richiamato/a?',
  	"version_callback_slot_any_time" varchar DEFAULT 'Appena possibile',
  	"version_callback_slot_hint" varchar DEFAULT 'Ti chiamiamo solo dal lunedì al venerdì dalle 9 alle 20 e il sabato dalle 10 alle 19, mai la domenica e nei giorni festivi.',
  	"version_reviews_form_title" varchar DEFAULT 'La tua opinione sui partner',
  	"version_reviews_form_intro" varchar DEFAULT 'Recensisci i partner che ti hanno contattato: aiuti altre persone a scegliere. Una recensione per partner, pubblicata senza il tuo nome.',
  	"version_reviews_rating_label" varchar DEFAULT 'Il tuo voto per {azienda}',
  	"version_reviews_star_one" varchar DEFAULT '1 stella',
  	"version_reviews_star_many" varchar DEFAULT '{numero} stelle',
  	"version_reviews_text_label" varchar DEFAULT 'Racconta com’è andata',
  	"version_reviews_text_hint" varchar DEFAULT 'Almeno 10 caratteri. Non scrivere dati personali come telefono, email o indirizzo.',
  	"version_reviews_submit" varchar DEFAULT 'Pubblica la recensione',
  	"version_reviews_sending" varchar DEFAULT 'Invio in corso…',
  	"version_reviews_thanks" varchar DEFAULT 'Grazie! La tua recensione è pubblicata.',
  	"version_reviews_send_error" varchar DEFAULT 'Non è stato possibile inviare la recensione. Riprova tra qualche istante.',
  	"version_reviews_your_review" varchar DEFAULT 'La tua recensione',
  	"version_reviews_hidden_by_admin" varchar DEFAULT 'Questa recensione non è visibile agli altri: un amministratore l’ha nascosta perché non rispetta le regole di pubblicazione.',
  	"version_reviews_partner_reply" varchar DEFAULT 'Risposta di {azienda}',
  	"version_reviews_stars" varchar DEFAULT '{voto} su 5 stelle',
  	"version_reviews_average_label" varchar DEFAULT 'Valutazione media {media} su 5 da {numero} recensioni verificate',
  	"version_reviews_count_one" varchar DEFAULT '1 recensione',
  	"version_reviews_count_many" varchar DEFAULT '{numero} recensioni',
  	"version_reviews_no_reviews" varchar DEFAULT 'Nessuna recensione ancora',
  	"version_reviews_recent_title" varchar DEFAULT 'Leggi le ultime recensioni',
  	"version_reviews_review_meta" varchar DEFAULT 'Cliente verificato · {servizio} · {data}',
  	"version_reviews_how_verified_link" varchar DEFAULT 'Come verifichiamo le recensioni',
  	"version_reviews_how_verified_title" varchar DEFAULT 'Come verifichiamo le recensioni',
  	"version_reviews_how_verified" varchar DEFAULT 'Possono recensire un partner solo i clienti che hanno inviato una richiesta su CasaConfronta e che quel partner ha contattato: l’invito arriva per email e la recensione si scrive dalla pagina personale della richiesta. Una sola recensione per partner e richiesta. Pubblichiamo tutte le recensioni, positive e negative, senza compensi né selezioni; ne nascondiamo una solo se viola le regole di pubblicazione (offese, dati personali, contenuti estranei al servizio), annotandone il motivo. Il partner può rispondere una volta.',
  	"version_version_author_id" integer,
  	"version__status" "enum__ui_texts_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "estimate_parameters" ALTER COLUMN "chiave" DROP NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "etichetta" DROP NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "valore" DROP NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "unita" DROP NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "fonte" DROP NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "data_fonte" DROP NOT NULL;
  ALTER TABLE "navigation_header_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_header_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "navigation_payment_badges" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_payment_badges" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "navigation" ALTER COLUMN "footer_text" DROP NOT NULL;
  ALTER TABLE "navigation" ALTER COLUMN "copyright" DROP NOT NULL;
  ALTER TABLE "ui_texts" ALTER COLUMN "contact_step_partners_consent" SET DEFAULT 'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali che ricevono la mia richiesta, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_partners_consent" SET DEFAULT 'Acconsento a essere contattato/a per offerte di {servizio} dai partner commerciali, come descritto nell’[Informativa Privacy](/privacy-policy), con i canali che scelgo qui sotto (facoltativo)';
  ALTER TABLE "ui_texts" ALTER COLUMN "offers_consent_label" SET DEFAULT 'Acconsento a essere richiamato/a al telefono per offerte di {servizio} dai partner commerciali che scelgo, che riceveranno il mio numero, come descritto nell’[Informativa Privacy](/privacy-policy)';
  ALTER TABLE "consents" ADD COLUMN "wording" varchar;
  ALTER TABLE "consents" ADD COLUMN "texts_version" numeric;
  ALTER TABLE "consents" ADD COLUMN "page" varchar;
  ALTER TABLE "consents" ADD COLUMN "service" "enum_consents_service";
  ALTER TABLE "services" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_services_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "pages" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "partner_logos" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_partner_logos_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "legal_pages" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "questionnaires" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_questionnaires_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "estimate_parameters" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "estimate_parameters" ADD COLUMN "_status" "enum_estimate_parameters_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_version_author_id" integer;
  ALTER TABLE "navigation" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "navigation" ADD COLUMN "_status" "enum_navigation_status" DEFAULT 'draft';
  ALTER TABLE "ui_texts" ADD COLUMN "contact_step_partners_channels" varchar DEFAULT 'Con quali canali? Scegline almeno uno:';
  ALTER TABLE "ui_texts" ADD COLUMN "call_booking_partners_channels" varchar DEFAULT 'Con quali canali? Scegline almeno uno:';
  ALTER TABLE "ui_texts" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "ui_texts" ADD COLUMN "_status" "enum_ui_texts_status" DEFAULT 'draft';
  ALTER TABLE "consents_channels" ADD CONSTRAINT "consents_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_estimate_parameters_v" ADD CONSTRAINT "_estimate_parameters_v_parent_id_estimate_parameters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimate_parameters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_estimate_parameters_v" ADD CONSTRAINT "_estimate_parameters_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_header_links" ADD CONSTRAINT "_navigation_v_version_header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_columns_links" ADD CONSTRAINT "_navigation_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_columns" ADD CONSTRAINT "_navigation_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_payment_badges" ADD CONSTRAINT "_navigation_v_version_payment_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ui_texts_v" ADD CONSTRAINT "_ui_texts_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_channels_order_idx" ON "consents_channels" USING btree ("order");
  CREATE INDEX "consents_channels_parent_idx" ON "consents_channels" USING btree ("parent_id");
  CREATE INDEX "_estimate_parameters_v_parent_idx" ON "_estimate_parameters_v" USING btree ("parent_id");
  CREATE INDEX "_estimate_parameters_v_version_version_chiave_idx" ON "_estimate_parameters_v" USING btree ("version_chiave");
  CREATE INDEX "_estimate_parameters_v_version_version_version_author_idx" ON "_estimate_parameters_v" USING btree ("version_version_author_id");
  CREATE INDEX "_estimate_parameters_v_version_version_updated_at_idx" ON "_estimate_parameters_v" USING btree ("version_updated_at");
  CREATE INDEX "_estimate_parameters_v_version_version_created_at_idx" ON "_estimate_parameters_v" USING btree ("version_created_at");
  CREATE INDEX "_estimate_parameters_v_version_version__status_idx" ON "_estimate_parameters_v" USING btree ("version__status");
  CREATE INDEX "_estimate_parameters_v_created_at_idx" ON "_estimate_parameters_v" USING btree ("created_at");
  CREATE INDEX "_estimate_parameters_v_updated_at_idx" ON "_estimate_parameters_v" USING btree ("updated_at");
  CREATE INDEX "_estimate_parameters_v_latest_idx" ON "_estimate_parameters_v" USING btree ("latest");
  CREATE INDEX "_navigation_v_version_header_links_order_idx" ON "_navigation_v_version_header_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_header_links_parent_id_idx" ON "_navigation_v_version_header_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_columns_links_order_idx" ON "_navigation_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_columns_links_parent_id_idx" ON "_navigation_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_columns_order_idx" ON "_navigation_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_columns_parent_id_idx" ON "_navigation_v_version_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_payment_badges_order_idx" ON "_navigation_v_version_payment_badges" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_payment_badges_parent_id_idx" ON "_navigation_v_version_payment_badges" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_version_version_author_idx" ON "_navigation_v" USING btree ("version_version_author_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "_ui_texts_v_version_version_version_author_idx" ON "_ui_texts_v" USING btree ("version_version_author_id");
  CREATE INDEX "_ui_texts_v_version_version__status_idx" ON "_ui_texts_v" USING btree ("version__status");
  CREATE INDEX "_ui_texts_v_created_at_idx" ON "_ui_texts_v" USING btree ("created_at");
  CREATE INDEX "_ui_texts_v_updated_at_idx" ON "_ui_texts_v" USING btree ("updated_at");
  CREATE INDEX "_ui_texts_v_latest_idx" ON "_ui_texts_v" USING btree ("latest");
  ALTER TABLE "services" ADD CONSTRAINT "services_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_logos" ADD CONSTRAINT "partner_logos_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_logos_v" ADD CONSTRAINT "_partner_logos_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questionnaires_v" ADD CONSTRAINT "_questionnaires_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estimate_parameters" ADD CONSTRAINT "estimate_parameters_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_version_author_id_users_id_fk" FOREIGN KEY ("version_version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ui_texts" ADD CONSTRAINT "ui_texts_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_version_author_idx" ON "services" USING btree ("version_author_id");
  CREATE INDEX "_services_v_version_version_version_author_idx" ON "_services_v" USING btree ("version_version_author_id");
  CREATE INDEX "pages_version_author_idx" ON "pages" USING btree ("version_author_id");
  CREATE INDEX "_pages_v_version_version_version_author_idx" ON "_pages_v" USING btree ("version_version_author_id");
  CREATE INDEX "faqs_version_author_idx" ON "faqs" USING btree ("version_author_id");
  CREATE INDEX "_faqs_v_version_version_version_author_idx" ON "_faqs_v" USING btree ("version_version_author_id");
  CREATE INDEX "testimonials_version_author_idx" ON "testimonials" USING btree ("version_author_id");
  CREATE INDEX "_testimonials_v_version_version_version_author_idx" ON "_testimonials_v" USING btree ("version_version_author_id");
  CREATE INDEX "partner_logos_version_author_idx" ON "partner_logos" USING btree ("version_author_id");
  CREATE INDEX "_partner_logos_v_version_version_version_author_idx" ON "_partner_logos_v" USING btree ("version_version_author_id");
  CREATE INDEX "legal_pages_version_author_idx" ON "legal_pages" USING btree ("version_author_id");
  CREATE INDEX "_legal_pages_v_version_version_version_author_idx" ON "_legal_pages_v" USING btree ("version_version_author_id");
  CREATE INDEX "questionnaires_version_author_idx" ON "questionnaires" USING btree ("version_author_id");
  CREATE INDEX "_questionnaires_v_version_version_version_author_idx" ON "_questionnaires_v" USING btree ("version_version_author_id");
  CREATE INDEX "estimate_parameters_version_author_idx" ON "estimate_parameters" USING btree ("version_author_id");
  CREATE INDEX "estimate_parameters__status_idx" ON "estimate_parameters" USING btree ("_status");
  CREATE INDEX "site_settings_version_author_idx" ON "site_settings" USING btree ("version_author_id");
  CREATE INDEX "_site_settings_v_version_version_version_author_idx" ON "_site_settings_v" USING btree ("version_version_author_id");
  CREATE INDEX "navigation_version_author_idx" ON "navigation" USING btree ("version_author_id");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "ui_texts_version_author_idx" ON "ui_texts" USING btree ("version_author_id");
  CREATE INDEX "ui_texts__status_idx" ON "ui_texts" USING btree ("_status");`)

  // What was live stays live: the globals and the estimate parameters saved before drafts existed are published.
  await db.execute(sql`
   -- carry-over: what was live stays live (globals and estimate parameters saved before drafts existed are published)
   UPDATE "estimate_parameters" SET "_status" = 'published';
  UPDATE "navigation" SET "_status" = 'published';
  UPDATE "ui_texts" SET "_status" = 'published';`)

  // Partner consents given before they named their service and channels carry over: the service is the one of the
  // request they were given with; a consent given in an offers page's callback dialog (it has both a lead and a
  // booking) allowed the phone call its words named, the questionnaire's and the call form's named no channel, so
  // they allowed every one, as they did until now. Their words were not recorded and stay empty.
  await db.execute(sql`
   -- carry-over: partner consents get the service of their request and the channels they allowed
   UPDATE "consents" SET "service" = "client_requests"."servizio"::text::"enum_consents_service"
    FROM "client_requests" WHERE "consents"."purpose" = 'partners' AND "consents"."lead_id" = "client_requests"."id";
  UPDATE "consents" SET "service" = "bookings"."servizio_richiesto"::text::"enum_consents_service"
    FROM "bookings" WHERE "consents"."purpose" = 'partners' AND "consents"."service" IS NULL AND "consents"."booking_id" = "bookings"."id";
  INSERT INTO "consents_channels" ("order", "parent_id", "value")
    SELECT 1, "id", 'telefono' FROM "consents"
    WHERE "purpose" = 'partners' AND "granted" AND "lead_id" IS NOT NULL AND "booking_id" IS NOT NULL;
  INSERT INTO "consents_channels" ("order", "parent_id", "value")
    SELECT channel."order", "consents"."id", channel."value"::"enum_consents_channels" FROM "consents"
    CROSS JOIN (VALUES (1, 'telefono'), (2, 'sms'), (3, 'email'), (4, 'whatsapp')) AS channel("order", "value")
    WHERE "purpose" = 'partners' AND "granted" AND NOT ("lead_id" IS NOT NULL AND "booking_id" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_estimate_parameters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_header_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_payment_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ui_texts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents_channels" CASCADE;
  DROP TABLE "_estimate_parameters_v" CASCADE;
  DROP TABLE "_navigation_v_version_header_links" CASCADE;
  DROP TABLE "_navigation_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_navigation_v_version_footer_columns" CASCADE;
  DROP TABLE "_navigation_v_version_payment_badges" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_ui_texts_v" CASCADE;
  ALTER TABLE "services" DROP CONSTRAINT "services_version_author_id_users_id_fk";
  
  ALTER TABLE "_services_v" DROP CONSTRAINT "_services_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_version_author_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_version_author_id_users_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_version_author_id_users_id_fk";
  
  ALTER TABLE "_testimonials_v" DROP CONSTRAINT "_testimonials_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "partner_logos" DROP CONSTRAINT "partner_logos_version_author_id_users_id_fk";
  
  ALTER TABLE "_partner_logos_v" DROP CONSTRAINT "_partner_logos_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "legal_pages" DROP CONSTRAINT "legal_pages_version_author_id_users_id_fk";
  
  ALTER TABLE "_legal_pages_v" DROP CONSTRAINT "_legal_pages_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "questionnaires" DROP CONSTRAINT "questionnaires_version_author_id_users_id_fk";
  
  ALTER TABLE "_questionnaires_v" DROP CONSTRAINT "_questionnaires_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "estimate_parameters" DROP CONSTRAINT "estimate_parameters_version_author_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_version_author_id_users_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_version_author_id_users_id_fk";
  
  ALTER TABLE "navigation" DROP CONSTRAINT "navigation_version_author_id_users_id_fk";
  
  ALTER TABLE "ui_texts" DROP CONSTRAINT "ui_texts_version_author_id_users_id_fk";
  
  DROP INDEX "services_version_author_idx";
  DROP INDEX "_services_v_version_version_version_author_idx";
  DROP INDEX "pages_version_author_idx";
  DROP INDEX "_pages_v_version_version_version_author_idx";
  DROP INDEX "faqs_version_author_idx";
  DROP INDEX "_faqs_v_version_version_version_author_idx";
  DROP INDEX "testimonials_version_author_idx";
  DROP INDEX "_testimonials_v_version_version_version_author_idx";
  DROP INDEX "partner_logos_version_author_idx";
  DROP INDEX "_partner_logos_v_version_version_version_author_idx";
  DROP INDEX "legal_pages_version_author_idx";
  DROP INDEX "_legal_pages_v_version_version_version_author_idx";
  DROP INDEX "questionnaires_version_author_idx";
  DROP INDEX "_questionnaires_v_version_version_version_author_idx";
  DROP INDEX "estimate_parameters_version_author_idx";
  DROP INDEX "estimate_parameters__status_idx";
  DROP INDEX "site_settings_version_author_idx";
  DROP INDEX "_site_settings_v_version_version_version_author_idx";
  DROP INDEX "navigation_version_author_idx";
  DROP INDEX "navigation__status_idx";
  DROP INDEX "ui_texts_version_author_idx";
  DROP INDEX "ui_texts__status_idx";
  ALTER TABLE "estimate_parameters" ALTER COLUMN "chiave" SET NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "etichetta" SET NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "valore" SET NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "unita" SET NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "fonte" SET NOT NULL;
  ALTER TABLE "estimate_parameters" ALTER COLUMN "data_fonte" SET NOT NULL;
  ALTER TABLE "navigation_header_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_header_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "navigation_payment_badges" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_payment_badges" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "navigation" ALTER COLUMN "footer_text" SET NOT NULL;
  ALTER TABLE "navigation" ALTER COLUMN "copyright" SET NOT NULL;
  ALTER TABLE "ui_texts" ALTER COLUMN "contact_step_partners_consent" SET DEFAULT 'Acconsento alla comunicazione dei miei dati ai partner commerciali per loro offerte (facoltativo)';
  ALTER TABLE "ui_texts" ALTER COLUMN "call_booking_partners_consent" SET DEFAULT 'Acconsento a essere contattato/a dai partner commerciali per offerte e promozioni (facoltativo)';
  ALTER TABLE "ui_texts" ALTER COLUMN "offers_consent_label" SET DEFAULT 'Acconsento a essere contattato/a dai partner commerciali che scelgo, che riceveranno il mio numero di telefono';
  ALTER TABLE "consents" DROP COLUMN "wording";
  ALTER TABLE "consents" DROP COLUMN "texts_version";
  ALTER TABLE "consents" DROP COLUMN "page";
  ALTER TABLE "consents" DROP COLUMN "service";
  ALTER TABLE "services" DROP COLUMN "version_author_id";
  ALTER TABLE "_services_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "pages" DROP COLUMN "version_author_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "faqs" DROP COLUMN "version_author_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "testimonials" DROP COLUMN "version_author_id";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "partner_logos" DROP COLUMN "version_author_id";
  ALTER TABLE "_partner_logos_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "legal_pages" DROP COLUMN "version_author_id";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "questionnaires" DROP COLUMN "version_author_id";
  ALTER TABLE "_questionnaires_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "estimate_parameters" DROP COLUMN "version_author_id";
  ALTER TABLE "estimate_parameters" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "version_author_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_version_author_id";
  ALTER TABLE "navigation" DROP COLUMN "version_author_id";
  ALTER TABLE "navigation" DROP COLUMN "_status";
  ALTER TABLE "ui_texts" DROP COLUMN "contact_step_partners_channels";
  ALTER TABLE "ui_texts" DROP COLUMN "call_booking_partners_channels";
  ALTER TABLE "ui_texts" DROP COLUMN "version_author_id";
  ALTER TABLE "ui_texts" DROP COLUMN "_status";
  DROP TYPE "public"."enum_consents_channels";
  DROP TYPE "public"."enum_consents_service";
  DROP TYPE "public"."enum_estimate_parameters_status";
  DROP TYPE "public"."enum__estimate_parameters_v_version_status";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum_ui_texts_status";
  DROP TYPE "public"."enum__ui_texts_v_version_status";`)
}
