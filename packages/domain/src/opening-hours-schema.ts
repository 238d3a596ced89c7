import { z } from 'zod';

// Schemas of shop opening hours (SPEC §3); the rules live in opening-hours.ts, free of zod, so a
// page showing a tag does not ship the schema library.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const timeRangeSchema = z.object({ open: time, close: time });

/** One weekday (1 = Monday … 7 = Sunday) with its ranges; none means closed that day. */
export const weekdayHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  closed: z.boolean().default(false),
  ranges: z.array(timeRangeSchema).default([]),
});

/** An exceptional closing or opening, on one date or a range of dates (SPEC §4). */
export const exceptionalHoursSchema = z.object({
  from: day,
  to: day.optional(),
  closed: z.boolean(),
  ranges: z.array(timeRangeSchema).default([]),
  label: z.string().optional(),
});

export const openingHoursSchema = z.object({
  timeZone: z.string().default('Europe/Paris'),
  weekly: z.array(weekdayHoursSchema),
  exceptions: z.array(exceptionalHoursSchema).default([]),
});
