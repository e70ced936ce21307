// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';

/** The days the API takes: wide enough for any history or plan, narrow enough for every date library. */
export const CALENDAR_DAY_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

/**
 * A calendar day (YYYY-MM-DD) as every API field and query takes one: a real day of the calendar, between
 * 2000-01-01 and 2100-12-31. Outside it (0001-01-01, 9999-12-31) is a 400 naming the field, not a date the
 * database or the time-zone arithmetic cannot hold.
 */
export const calendarDay = () =>
  z.iso
    .date({ error: 'must be a date as YYYY-MM-DD' })
    .check(
      z.refine(
        (day) => day >= CALENDAR_DAY_RANGE.first && day <= CALENDAR_DAY_RANGE.last,
        `must be a date from ${CALENDAR_DAY_RANGE.first} to ${CALENDAR_DAY_RANGE.last}`,
      ),
    );
