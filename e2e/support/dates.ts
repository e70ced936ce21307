/**
 * Dates and times as the portal shows them (packages/shared/src/human-time.ts), in the demo accounts' zone
 * (CST, CDT in summer): "Today, 5:23 PM CST", "Nov 22, 9:14 AM CST", "Dec 30, 2025, 11:05 PM CST", and inside a
 * sentence "today at 5:23 PM CST", "Nov 22 at 9:14 AM CST". Journeys run on the real clock, so the day may be any.
 * Spaces are matched as any space: the portal writes no-break ones.
 */
const DAY = String.raw`(?:[A-Z][a-z]{2}\s\d{1,2}(?:,\s\d{4})?)`;
const TIME = String.raw`\d{1,2}:\d{2}\s[AP]M\sC[SD]T`;

export const DATE_TIME = String.raw`(?:(?:Today|Yesterday|Tomorrow|${DAY}),\s${TIME})`;
export const DATE_TIME_IN_SENTENCE = String.raw`(?:(?:today|yesterday|tomorrow|${DAY})\sat\s${TIME})`;

/** A pattern of text around the dates above: textWith(`Decided ${DATE_TIME_IN_SENTENCE}`). */
export const textWith = (source: string): RegExp => new RegExp(source);
