import type { Invoice } from '@portal/shared/billing';

/**
 * What the payment dialog pays: a top-up, what is owed, or one invoice's amount due. Not the API's
 * PaymentPurpose (@portal/shared/billing), which is what the server records a payment was for. Its own file, so
 * the modal, the dialog inside it and the cards that open it read it without importing each other.
 */
export type PaymentTarget = 'topUp' | 'payBalance' | { invoice: Invoice };
