import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 that keeps what it gets and answers as told (a status, a redirect, a
 * slow answer): webhooks are tested against a socket, not a mock of the HTTP client.
 */
export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook) => {
    status: number;
    body?: string;
    headers?: Record<string, string>;
    delayMs?: number;
  } = () => ({
    status: 204,
  }),
) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hook = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(hook);
      const reply = answer(hook);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
