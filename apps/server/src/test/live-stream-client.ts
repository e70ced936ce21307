import type { LiveMessage } from '@portal/shared/notifications';

export interface StreamMessage {
  /** The event name (notification, event, closed). */
  event: string;
  id: string | null;
  data: LiveMessage;
}

/**
 * A live stream opened over HTTP and read as it arrives: `until` waits for a message (or for the server to
 * end the stream), never for a time that passes.
 */
export async function openLiveStream(baseUrl: string, ticket: string) {
  const response = await fetch(`${baseUrl}/api/notification-svc/stream?ticket=${ticket}`);
  const messages: StreamMessage[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  if (response.ok) {
    void (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop()!;
          for (const block of blocks) {
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (!data) continue;
            messages.push({
              event: /^event: (.+)$/m.exec(block)?.[1] ?? 'message',
              id: /^id: (.+)$/m.exec(block)?.[1] ?? null,
              data: JSON.parse(data) as LiveMessage,
            });
            wake();
          }
        }
      } catch {
        // Cancelled by close(), or the connection dropped: the stream has ended either way.
      } finally {
        ended = true;
        wake();
      }
    })();
  } else {
    ended = true;
  }
  return {
    status: response.status,
    messages,
    get ended() {
      return ended;
    },
    /** Resolves once `done` holds for what arrived (or the stream ended); rejects after `timeoutMs`. */
    until(done: (messages: StreamMessage[], ended: boolean) => boolean, timeoutMs = 10_000): Promise<StreamMessage[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (done(messages, ended)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(messages);
          } else if (ended) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`the stream ended without it; got ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`not within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => response.body?.cancel().catch(() => undefined),
  };
}

/** The stream ended and said why. */
export const closedBecause = (reason: string) => (messages: StreamMessage[], ended: boolean) =>
  ended && messages.some((message) => message.data.kind === 'closed' && message.data.reason === reason);
