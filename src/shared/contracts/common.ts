import { z } from 'zod';
import { LOCALES } from '../locales.ts';

export const MoneySchema = z.object({
  amount: z.number().int().describe('Integer cents'),
  currency: z.literal('USD'),
});

export const LocaleSchema = z.enum(LOCALES);

export const LangQuerySchema = z.object({
  lang: LocaleSchema.optional().describe('Language of the content; falls back to en-US'),
});
export type LangQuery = z.infer<typeof LangQuerySchema>;

/** The largest id a database column holds (PostgreSQL int4). */
export const INT4_MAX = 2_147_483_647;

/** Field messages (keys, translated by the API and the web) of the shared schemas below. */
export const CommonFieldMessages = {
  id: 'errors.fields.id',
  wholeNumber: 'errors.fields.wholeNumber',
  day: 'errors.fields.day',
} as const;

/**
 * A whole number in a JSON body, from `min` to `max`: a JSON number and nothing else. No
 * coercion: `"26"`, `"0x1a"`, `"2.6e1"`, `[26]` and `true` were once all taken as numbers, so a
 * client's mistake (or an attacker's probe) reached the database as something nobody sent.
 */
export const wholeNumber = (
  min: number,
  max: number,
  message: string = CommonFieldMessages.wholeNumber,
) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** A database id in a JSON body: a JSON integer from 1 to INT4_MAX. */
export const IdSchema = wholeNumber(1, INT4_MAX, CommonFieldMessages.id);

/**
 * A whole number in a path or query string: decimal digits only, no sign, no leading zero, no
 * exponent, no hex, no fraction, within `min`..`max` (at most INT4_MAX), then a number.
 */
export const digitsParam = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,9})$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(Math.min(max, INT4_MAX), { error: message }));

/**
 * A cart line's id in a path: a letter of its kind, a hyphen and its row's database id
 * ("d-26"), the id within what the column holds: "d-9999999999" once reached the database and
 * answered 500.
 */
export const lineIdParam = (prefix: string, message: string) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^${prefix}-[1-9][0-9]{0,9}$`), { error: message })
    .refine((id) => Number(id.slice(prefix.length + 1)) <= INT4_MAX, { error: message });

/**
 * Text a person typed that a mail, a PDF or a donor list will print: trimmed, at most `max`
 * characters, and free of what prints wrongly or deceives (control characters, invisible format
 * characters such as a right-to-left override (joiners stay: emoji and scripts need them), line
 * and paragraph separators). `lines: true`
 * lets a message keep its line breaks; a name is one line.
 */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

export const typedText = (max: number, message: string, opts: { lines?: boolean } = {}) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((text) => !UNPRINTABLE.test(opts.lines ? text.replace(/\r?\n/g, ' ') : text), {
      error: message,
    });

/** A database id in a path or query string: "26", never "026", "+26", "2.6e1" or "0x1a". */
export const IdParamSchema = digitsParam(1, INT4_MAX, CommonFieldMessages.id);

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * A calendar day YYYY-MM-DD (a real one: no 2026-02-30) whose year is from `minYear` to
 * `maxYear`. Dates far outside what the theatre can mean (9999-12-31, 0000-01-01) once reached
 * date arithmetic and the database and answered 500; a range in the contract makes them a 400.
 */
export const isoDay = (minYear: number, maxYear: number, message: string) =>
  z.iso.date({ error: message }).refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= minYear && year <= maxYear;
    },
    { error: message },
  );

/** The years a performance or order date a request carries may fall in (listings, orders). */
export const DAY_YEARS = { min: 2000, max: 2100 } as const;

/** A day to filter by (listings, account orders): 2000-01-01 to 2100-12-31. */
export const IsoDateSchema = isoDay(DAY_YEARS.min, DAY_YEARS.max, CommonFieldMessages.day);

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Problems by field ("body.email"), in the request language'),
  fieldKeys: z
    .record(z.string(), z.string())
    .optional()
    .describe('The same problems as message keys, for the web to translate'),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
