/**
 * The payment provider's tokenizer script, as the web app sees it (types only: the script is loaded from
 * the provider's origin, not bundled). The built-in sandbox serves it at `<provider origin>/tokenizer.js`
 * (apps/payments-sandbox/src/browser/tokenizer.js); the server tells the web app that address.
 */

export type TokenizerKind = 'card' | 'bank';

export interface TokenizerMountOptions {
  kind: TokenizerKind;
  /** The frame's accessible name; default "Card details" or "Bank account details". */
  title?: string;
}

/** What the frame hands back: a single-use token (15 minutes) and what may be shown of the method. */
export interface TokenizedPaymentMethod {
  token: string;
  kind: TokenizerKind;
  /** Cards only: visa, mastercard, amex, discover or unknown. */
  brand?: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
}

/**
 * Why `tokenize()` rejected. `invalid_fields`: the frame shows what is wrong beside each field, so the page
 * needs say nothing more; `timeout`: the frame never answered; `destroyed`: `destroy()` came first;
 * `network_error` and others: the provider could not be reached or refused.
 */
export interface TokenizeError extends Error {
  name: 'TokenizeError';
  code: 'invalid_fields' | 'network_error' | 'timeout' | 'destroyed' | (string & {});
}

export interface MountedPaymentFields {
  tokenize(): Promise<TokenizedPaymentMethod>;
  /** Removes the frame and rejects any tokenize() still waiting. */
  destroy(): void;
}

/**
 * The element the frame is put into. Typed by the one method the script calls, so that this module needs
 * no DOM types (packages/shared compiles without them); every HTMLElement fits.
 */
export interface FieldsContainer {
  appendChild(frame: never): unknown;
}

export interface SandboxPaymentsApi {
  mount(container: FieldsContainer, options: TokenizerMountOptions): MountedPaymentFields;
}

/** The global the script defines: `window.SandboxPayments`, once it has loaded. */
export interface TokenizerGlobal {
  SandboxPayments?: SandboxPaymentsApi;
}
