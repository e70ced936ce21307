import net from 'node:net';

/**
 * Free ports, all different: every one is held until all are chosen. Each portal's own sandboxes get theirs
 * here too: a sandbox left to pick any free port could take the port chosen for the other worker's portal,
 * which listens only a moment later (a run met that).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
