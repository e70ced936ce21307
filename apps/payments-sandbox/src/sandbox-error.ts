/** Field problems in a request, as the frame shows them beside each input. */
export type FieldErrors = { field: string; message: string }[];

/**
 * A failure the sandbox answers as `{ code, message, details? }` with its status. Its codes are a card
 * processor's (lowercase, like card_declined), not the portal's: the sandbox is a third party.
 */
export class SandboxError extends Error {
  override name = 'SandboxError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldErrors,
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, ...(this.details && { details: this.details }) };
  }
}
