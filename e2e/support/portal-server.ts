import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePorts } from './free-ports';
import { copyJourneyTemplate } from './journey-template.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * One worker's portal: `node scripts/start.mjs` (the production build, the path a user's `npm start` takes) on
 * its own port, with its own copy of the run's template database (journey-template.mjs), so that nothing a
 * journey changes is seen by another worker. Settings as the single shared server had them.
 */
export async function startPortal(options: {
  port: number;
  /** The ports of its own payments and SMS sandboxes. */
  sandboxPorts: { payments: number; sms: number };
  /** The run's template: a PGlite data directory or a postgres:// URL (journey-template.mjs). */
  template: string;
  directoryURL: string;
  name: string;
  /** Settings of its own, over the ones below (a journey's own deployment of the web app, say). */
  env?: Record<string, string>;
}) {
  const url = `http://localhost:${options.port}`;
  const database = await copyJourneyTemplate(options.template, `port_${options.port}`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: 'localhost',
      PUBLIC_URL: url,
      ...database.env,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      // The production API limits (per person signed in, per address signed out): journeys live with them as
      // an office does, and the app's own files are never counted.
      // The sandboxes on ports chosen for this portal (playwright.config.ts), so that the workers' portals (and
      // one already running on this machine) do not clash.
      PAYMENTS_SANDBOX_PORT: String(options.sandboxPorts.payments),
      SMS_SANDBOX_PORT: String(options.sandboxPorts.sms),
      // The card that never answers is given up on after 3 s, not 10, so its journey is short.
      PAYMENTS_TIMEOUT_MS: '3000',
      // Journeys that depend on time stop the server's clock (POST /dev/clock) instead of racing it.
      TEST_CLOCK: 'true',
      // Summary emails would reach the demo's owners on a Monday, beside the emails journeys read; their sending is
      // an integration test's (modules/reports), their choice on /profile a journey's.
      SUMMARY_EMAILS: 'false',
      // The webhooks journey's receiver listens on this machine (loopback, plain http).
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      IDENTITY_RATE_LIMIT_PER_IP: '100000',
      SSO_ISSUER: options.directoryURL,
      SSO_CLIENT_ID: 'portal-e2e',
      SSO_CLIENT_SECRET: 'portal-e2e-secret',
      ...options.env,
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${options.name}] ${chunk}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    await stopProcess(child, exited);
    await database.remove();
  };
  try {
    await waitUntilReady(`${url}/api/readyz`, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop } satisfies PortalServer;
}

/**
 * A portal of one journey's own, on ports of its own and a fresh copy of the run's template: for a journey that
 * changes the portal itself (its web files) or must see the demo data with nothing other journeys added.
 */
export async function startOwnPortal(name: string, env?: Record<string, string>): Promise<PortalServer> {
  const [port, payments, sms] = await freePorts(3);
  return startPortal({
    name,
    port: port!,
    sandboxPorts: { payments: payments!, sms: sms! },
    template: process.env.E2E_TEMPLATE!,
    directoryURL: `http://localhost:${process.env.E2E_OIDC_PORT}`,
    env,
  });
}

async function waitUntilReady(readyz: string, exited: Promise<number | null>) {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the portal stopped before it was ready (exit code ${gone})`);
    const ready = await fetch(readyz).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal was not ready at ${readyz} within 180 s`);
}

/** SIGTERM, as a deployment stops it (it finishes in-flight work); SIGKILL if it has not ended in 20 s. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}
