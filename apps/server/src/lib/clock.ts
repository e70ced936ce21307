/** Where "now" comes from: injected, so tests can move time to check expiry and lockout. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
