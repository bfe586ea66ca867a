/**
 * How the audit log names what staff did (issue 13): actions, kinds of record and their fields,
 * as message keys (literal, so a test can find them). A new kind of audited change adds its
 * words here, in all six message files; anything unnamed shows as the log has it.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'staff.audit.actions.create',
  update: 'staff.audit.actions.update',
  delete: 'staff.audit.actions.delete',
  'set-second-factor': 'staff.audit.actions.setSecondFactor',
  'use-recovery-code': 'staff.audit.actions.useRecoveryCode',
  'put-on-sale': 'staff.audit.actions.putOnSale',
  set: 'staff.audit.actions.setPrices',
  copy: 'staff.audit.actions.copyPrices',
};

/** In the filter's order. */
export const AUDIT_ENTITIES: Record<string, string> = {
  staff: 'staff.audit.entities.staff',
  production: 'staff.audit.entities.production',
  performance: 'staff.audit.entities.performance',
  'performance-prices': 'staff.audit.entities.performancePrices',
};

export const AUDIT_FIELDS: Record<string, string> = {
  email: 'staff.audit.fields.email',
  name: 'staff.audit.fields.name',
  role: 'staff.audit.fields.role',
  disabled: 'staff.audit.fields.disabled',
  slug: 'staff.audit.fields.slug',
  title: 'staff.audit.fields.title',
  tagline: 'staff.audit.fields.tagline',
  description: 'staff.audit.fields.description',
  credits: 'staff.audit.fields.credits',
  genre: 'staff.audit.fields.genre',
  ageGuidance: 'staff.audit.fields.ageGuidance',
  contentNotes: 'staff.audit.fields.contentNotes',
  durationMinutes: 'staff.audit.fields.durationMinutes',
  imageUrl: 'staff.audit.fields.imageUrl',
  venueId: 'staff.audit.fields.venueId',
  productionId: 'staff.audit.fields.productionId',
  startsAt: 'staff.audit.fields.startsAt',
  onSaleAt: 'staff.audit.fields.onSaleAt',
  offSaleAt: 'staff.audit.fields.offSaleAt',
  cancelled: 'staff.audit.fields.cancelled',
  seating: 'staff.audit.fields.seating',
  generalCapacity: 'staff.audit.fields.generalCapacity',
  priorityModeOfSaleId: 'staff.audit.fields.priorityModeOfSaleId',
  accessTags: 'staff.audit.fields.accessTags',
  note: 'staff.audit.fields.note',
  prices: 'staff.audit.fields.prices',
  pricesCopiedFrom: 'staff.audit.fields.pricesCopiedFrom',
};
