/** Where "now" comes from: injected, so tests can move time to check expiry and lockout. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** A clock a test drives from outside the process (POST /dev/clock): frozen, moved, or running again. */
export interface ControllableClock extends Clock {
  freeze(): void;
  advance(seconds: number): void;
  resume(): void;
}

export function controllableClock(): ControllableClock {
  // Offset from the system clock, and the instant it stands still at while frozen.
  let offsetMs = 0;
  let frozenAt: number | null = null;
  const current = () => frozenAt ?? Date.now() + offsetMs;
  return {
    now: () => new Date(current()),
    freeze: () => {
      frozenAt = current();
    },
    advance: (seconds) => {
      if (frozenAt !== null) frozenAt += seconds * 1000;
      else offsetMs += seconds * 1000;
    },
    resume: () => {
      if (frozenAt !== null) offsetMs = frozenAt - Date.now();
      frozenAt = null;
    },
  };
}

export const isControllable = (clock: Clock): clock is ControllableClock => 'freeze' in clock;
