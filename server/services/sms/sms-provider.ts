/** Sends one text message; a real gateway replaces the outbox behind this interface. */
export interface SmsProvider {
  send(mobile: string, content: string): Promise<void>;
}
