import net from 'node:net';

/**
 * Sends bytes as they are over a socket and returns everything the server wrote back before it closed
 * (or until `waitMs`): for what an HTTP client library would refuse to send.
 */
export function sendRawHttp(
  port: number,
  data: string,
  options: { waitMs?: number; closeAfterWrite?: boolean } = {},
): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(data);
      if (options.closeAfterWrite) socket.destroy();
    });
    const done = () => {
      clearTimeout(timer);
      resolve(answer);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, options.waitMs ?? 2000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** The JSON body of a raw HTTP answer. */
export const rawBody = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
export const rawStatus = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
