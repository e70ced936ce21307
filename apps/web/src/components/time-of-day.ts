/** Minutes after midnight as the schedule stores them: 510 is "08:30", 1440 is "24:00". */
export const timeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "08:30" as people in the US read it, "8:30 AM"; "24:00" is the end of the day, "Midnight (end of day)". */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours === 24) return 'Midnight (end of day)';
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Every quarter hour of a day, and 24:00 to close at midnight. */
export const TIME_OPTIONS = Array.from({ length: 24 * 4 + 1 }, (_, index) => {
  const value = timeOfDay(index * 15);
  return { value, label: formatTimeOfDay(value) };
});
