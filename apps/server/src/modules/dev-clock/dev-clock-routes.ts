import { z } from 'zod';
import type { App, AppDeps } from '../../http/types';
import { isControllable } from '../../lib/clock';

const clockCommand = z.union([
  z.object({ freeze: z.literal(true) }),
  z.object({ resume: z.literal(true) }),
  z.object({
    advanceSeconds: z
      .number()
      .int()
      .min(0)
      .max(366 * 24 * 3600),
  }),
]);

/**
 * POST /dev/clock for journeys that depend on time (a lock-out that lasts one second): they stop the
 * server's clock instead of racing it. Only with TEST_CLOCK=true, which production refuses.
 */
export function registerDevClockRoutes(app: App, { config, clock }: AppDeps): void {
  if (!config.TEST_CLOCK || !isControllable(clock)) return;
  app.post(
    '/dev/clock',
    { config: { rateLimit: false }, schema: { hide: true, body: clockCommand } },
    async (request) => {
      const command = request.body;
      if ('freeze' in command) clock.freeze();
      else if ('resume' in command) clock.resume();
      else clock.advance(command.advanceSeconds);
      return { now: clock.now().toISOString() };
    },
  );
}
