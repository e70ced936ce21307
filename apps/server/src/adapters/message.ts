/** An email or SMS to send; the job queue carries it to the mail or SMS adapter (identity codes, support requests, and later notifications). */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** Email only: the HTML alternative of the text. */
  html?: string;
  /** Email only: extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Email only: files sent with it (the summary email's PDF report), their bytes in base64 (a job's data is JSON). */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MessageSender {
  /** Where the portal is (PUBLIC_URL): a message's links into it are made with it. */
  readonly publicUrl: string;
  send(message: OutgoingMessage): Promise<void>;
}
