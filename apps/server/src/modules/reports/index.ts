// The reports module's public surface: the summary emails (docs/decisions/0046). It owns the record of what was
// sent (summary_email_sends) and composes the supply module's report and the attention module's list. The
// composition root (workers.ts) imports it from this file only.
export {
  scheduleSummaryEmails,
  SUMMARY_EMAILS_JOB,
  SUMMARY_EMAIL_JOB,
  type SummaryEmailJob,
} from './summary-email-schedule';
export { sendSummaryEmail } from './summary-email-sender';
