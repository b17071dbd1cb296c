/**
 * What a session's last question is once its request is sent (the admin's report reads it as such). In a module of
 * its own, without zod, because the questionnaire's first bundle sends it.
 */
export const SUBMITTED_LAST_QUESTION = 'Completed'
