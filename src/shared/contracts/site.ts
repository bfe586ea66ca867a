import { z } from 'zod';

export const SiteStatusSchema = z.object({
  maintenance: z.boolean().describe('Sales flow offline'),
  bypass: z.boolean().describe('This browser may use the sales flow during maintenance'),
  timeZone: z.string(),
  currency: z.literal('USD'),
  giftAid: z.boolean().describe('UK gift aid on donations (GIFT_AID_ENABLED)'),
});
export type SiteStatus = z.infer<typeof SiteStatusSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });

export const MaintenanceBypassQuerySchema = z.object({ token: z.string().min(1).max(200) });
