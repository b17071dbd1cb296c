import * as migration_20261121_232939_initial from './20261121_232939_initial';
import * as migration_20261121_234242_domain from './20261121_234242_domain';
import * as migration_20261121_234350_content_model from './20261121_234350_content_model';
import * as migration_20261121_235201_questionnaires from './20261121_235201_questionnaires';
import * as migration_20261121_235351_merchant_area from './20261121_235351_merchant_area';
import * as migration_20261122_002615_questionnaire_blocks from './20261122_002615_questionnaire_blocks';
import * as migration_20261122_022100_rate_limits from './20261122_022100_rate_limits';
import * as migration_20261122_022354_privacy_settings_audit_log from './20261122_022354_privacy_settings_audit_log';
import * as migration_20261124_070723_merchant_vetting from './20261124_070723_merchant_vetting';
import * as migration_20261124_071115_accounts_resist_takeover from './20261124_071115_accounts_resist_takeover';
import * as migration_20261124_073604_object_storage from './20261124_073604_object_storage';
import * as migration_20261125_043821_estimates_and_callback_slot from './20261125_043821_estimates_and_callback_slot';
import * as migration_20261125_091102_ui_texts from './20261125_091102_ui_texts';
import * as migration_20261125_091734_request_tracker from './20261125_091734_request_tracker';
import * as migration_20261125_093131_repeat_requests from './20261125_093131_repeat_requests';
import * as migration_20261125_103834_lead_workflow from './20261125_103834_lead_workflow';
import * as migration_20261125_104250_waiting_leads from './20261125_104250_waiting_leads';
import * as migration_20261125_105801_retention_history from './20261125_105801_retention_history';
import * as migration_20261125_143905_questionnaire_editor from './20261125_143905_questionnaire_editor';
import * as migration_20261125_145024_ui_texts_more from './20261125_145024_ui_texts_more';
import * as migration_20261125_175504_ui_texts_tracker from './20261125_175504_ui_texts_tracker';
import * as migration_20261125_181654_blocks_as_json from './20261125_181654_blocks_as_json';
import * as migration_20261126_143823_offers_thanks_text_default from './20261126_143823_offers_thanks_text_default';
import * as migration_20261126_144006_lead_delivery from './20261126_144006_lead_delivery';
import * as migration_20261126_171911_lead_status_message from './20261126_171911_lead_status_message';
import * as migration_20261126_182915_insurance_objections from './20261126_182915_insurance_objections';
import * as migration_20261126_183234_reviews_decisions from './20261126_183234_reviews_decisions';
import * as migration_20261126_184338_contact_verification_returns from './20261126_184338_contact_verification_returns';
import * as migration_20261126_184542_versioned_texts_consent_proof from './20261126_184542_versioned_texts_consent_proof';
import * as migration_20261126_185532_lead_workspace from './20261126_185532_lead_workspace';
import * as migration_20261126_204147_agenda_proposals_noshow_reminders from './20261126_204147_agenda_proposals_noshow_reminders';
import * as migration_20261126_213434_merchant_rui from './20261126_213434_merchant_rui';
import * as migration_20261126_213714_lead_notes_team_accounts from './20261126_213714_lead_notes_team_accounts';
import * as migration_20261126_215105_services_content from './20261126_215105_services_content';
import * as migration_20261126_235639_service_settings from './20261126_235639_service_settings';
import * as migration_20261127_045501_merchants_texts_by_parent from './20261127_045501_merchants_texts_by_parent';
import * as migration_20261128_185205_session_consent_claims_offers_abuse_texts from './20261128_185205_session_consent_claims_offers_abuse_texts';
import * as migration_20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin from './20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin';
import * as migration_20261129_031608_consents_one_record_per_submission from './20261129_031608_consents_one_record_per_submission';
import * as migration_20261129_101300_partial_submissions_without_editing_locks from './20261129_101300_partial_submissions_without_editing_locks';
import * as migration_20261129_102808_partial_submissions_save_order from './20261129_102808_partial_submissions_save_order';

export const migrations = [
  {
    up: migration_20261121_232939_initial.up,
    down: migration_20261121_232939_initial.down,
    name: '20261121_232939_initial',
  },
  {
    up: migration_20261121_234242_domain.up,
    down: migration_20261121_234242_domain.down,
    name: '20261121_234242_domain',
  },
  {
    up: migration_20261121_234350_content_model.up,
    down: migration_20261121_234350_content_model.down,
    name: '20261121_234350_content_model',
  },
  {
    up: migration_20261121_235201_questionnaires.up,
    down: migration_20261121_235201_questionnaires.down,
    name: '20261121_235201_questionnaires',
  },
  {
    up: migration_20261121_235351_merchant_area.up,
    down: migration_20261121_235351_merchant_area.down,
    name: '20261121_235351_merchant_area',
  },
  {
    up: migration_20261122_002615_questionnaire_blocks.up,
    down: migration_20261122_002615_questionnaire_blocks.down,
    name: '20261122_002615_questionnaire_blocks',
  },
  {
    up: migration_20261122_022100_rate_limits.up,
    down: migration_20261122_022100_rate_limits.down,
    name: '20261122_022100_rate_limits',
  },
  {
    up: migration_20261122_022354_privacy_settings_audit_log.up,
    down: migration_20261122_022354_privacy_settings_audit_log.down,
    name: '20261122_022354_privacy_settings_audit_log',
  },
  {
    up: migration_20261124_070723_merchant_vetting.up,
    down: migration_20261124_070723_merchant_vetting.down,
    name: '20261124_070723_merchant_vetting',
  },
  {
    up: migration_20261124_071115_accounts_resist_takeover.up,
    down: migration_20261124_071115_accounts_resist_takeover.down,
    name: '20261124_071115_accounts_resist_takeover',
  },
  {
    up: migration_20261124_073604_object_storage.up,
    down: migration_20261124_073604_object_storage.down,
    name: '20261124_073604_object_storage',
  },
  {
    up: migration_20261125_043821_estimates_and_callback_slot.up,
    down: migration_20261125_043821_estimates_and_callback_slot.down,
    name: '20261125_043821_estimates_and_callback_slot',
  },
  {
    up: migration_20261125_091102_ui_texts.up,
    down: migration_20261125_091102_ui_texts.down,
    name: '20261125_091102_ui_texts',
  },
  {
    up: migration_20261125_091734_request_tracker.up,
    down: migration_20261125_091734_request_tracker.down,
    name: '20261125_091734_request_tracker',
  },
  {
    up: migration_20261125_093131_repeat_requests.up,
    down: migration_20261125_093131_repeat_requests.down,
    name: '20261125_093131_repeat_requests',
  },
  {
    up: migration_20261125_103834_lead_workflow.up,
    down: migration_20261125_103834_lead_workflow.down,
    name: '20261125_103834_lead_workflow',
  },
  {
    up: migration_20261125_104250_waiting_leads.up,
    down: migration_20261125_104250_waiting_leads.down,
    name: '20261125_104250_waiting_leads',
  },
  {
    up: migration_20261125_105801_retention_history.up,
    down: migration_20261125_105801_retention_history.down,
    name: '20261125_105801_retention_history',
  },
  {
    up: migration_20261125_143905_questionnaire_editor.up,
    down: migration_20261125_143905_questionnaire_editor.down,
    name: '20261125_143905_questionnaire_editor',
  },
  {
    up: migration_20261125_145024_ui_texts_more.up,
    down: migration_20261125_145024_ui_texts_more.down,
    name: '20261125_145024_ui_texts_more',
  },
  {
    up: migration_20261125_175504_ui_texts_tracker.up,
    down: migration_20261125_175504_ui_texts_tracker.down,
    name: '20261125_175504_ui_texts_tracker',
  },
  {
    up: migration_20261125_181654_blocks_as_json.up,
    down: migration_20261125_181654_blocks_as_json.down,
    name: '20261125_181654_blocks_as_json',
  },
  {
    up: migration_20261126_143823_offers_thanks_text_default.up,
    down: migration_20261126_143823_offers_thanks_text_default.down,
    name: '20261126_143823_offers_thanks_text_default',
  },
  {
    up: migration_20261126_144006_lead_delivery.up,
    down: migration_20261126_144006_lead_delivery.down,
    name: '20261126_144006_lead_delivery',
  },
  {
    up: migration_20261126_171911_lead_status_message.up,
    down: migration_20261126_171911_lead_status_message.down,
    name: '20261126_171911_lead_status_message',
  },
  {
    up: migration_20261126_182915_insurance_objections.up,
    down: migration_20261126_182915_insurance_objections.down,
    name: '20261126_182915_insurance_objections',
  },
  {
    up: migration_20261126_183234_reviews_decisions.up,
    down: migration_20261126_183234_reviews_decisions.down,
    name: '20261126_183234_reviews_decisions',
  },
  {
    up: migration_20261126_184338_contact_verification_returns.up,
    down: migration_20261126_184338_contact_verification_returns.down,
    name: '20261126_184338_contact_verification_returns',
  },
  {
    up: migration_20261126_184542_versioned_texts_consent_proof.up,
    down: migration_20261126_184542_versioned_texts_consent_proof.down,
    name: '20261126_184542_versioned_texts_consent_proof',
  },
  {
    up: migration_20261126_185532_lead_workspace.up,
    down: migration_20261126_185532_lead_workspace.down,
    name: '20261126_185532_lead_workspace',
  },
  {
    up: migration_20261126_204147_agenda_proposals_noshow_reminders.up,
    down: migration_20261126_204147_agenda_proposals_noshow_reminders.down,
    name: '20261126_204147_agenda_proposals_noshow_reminders',
  },
  {
    up: migration_20261126_213434_merchant_rui.up,
    down: migration_20261126_213434_merchant_rui.down,
    name: '20261126_213434_merchant_rui',
  },
  {
    up: migration_20261126_213714_lead_notes_team_accounts.up,
    down: migration_20261126_213714_lead_notes_team_accounts.down,
    name: '20261126_213714_lead_notes_team_accounts',
  },
  {
    up: migration_20261126_215105_services_content.up,
    down: migration_20261126_215105_services_content.down,
    name: '20261126_215105_services_content',
  },
  {
    up: migration_20261126_235639_service_settings.up,
    down: migration_20261126_235639_service_settings.down,
    name: '20261126_235639_service_settings',
  },
  {
    up: migration_20261127_045501_merchants_texts_by_parent.up,
    down: migration_20261127_045501_merchants_texts_by_parent.down,
    name: '20261127_045501_merchants_texts_by_parent',
  },
  {
    up: migration_20261128_185205_session_consent_claims_offers_abuse_texts.up,
    down: migration_20261128_185205_session_consent_claims_offers_abuse_texts.down,
    name: '20261128_185205_session_consent_claims_offers_abuse_texts',
  },
  {
    up: migration_20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin.up,
    down: migration_20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin.down,
    name: '20261129_001756_session_partner_choice_call_proof_rich_bodies_demo_origin',
  },
  {
    up: migration_20261129_031608_consents_one_record_per_submission.up,
    down: migration_20261129_031608_consents_one_record_per_submission.down,
    name: '20261129_031608_consents_one_record_per_submission',
  },
  {
    up: migration_20261129_101300_partial_submissions_without_editing_locks.up,
    down: migration_20261129_101300_partial_submissions_without_editing_locks.down,
    name: '20261129_101300_partial_submissions_without_editing_locks',
  },
  {
    up: migration_20261129_102808_partial_submissions_save_order.up,
    down: migration_20261129_102808_partial_submissions_save_order.down,
    name: '20261129_102808_partial_submissions_save_order'
  },
];
