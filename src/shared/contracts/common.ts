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

/** Database ids travel as positive integers; anything else is a 400, never a 500. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const IsoDateSchema = z.iso.date();

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
