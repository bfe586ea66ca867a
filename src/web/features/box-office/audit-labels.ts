/**
 * How the audit log names what staff did (issue 13): actions, kinds of record and their fields,
 * as message keys (literal, so a test can find them). Actions and kinds of record come from the
 * shared lists the adapters write from (AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES), so one without
 * words here fails the type check; a new field adds its words here, in all six message files
 * (audit-labels.test.ts checks); a field still unnamed shows as the log has it.
 */
import type { AuditActionName, AuditEntityName } from '../../../shared/contracts/staff.ts';

export const AUDIT_ACTIONS: Record<AuditActionName, string> = {
  create: 'staff.audit.actions.create',
  update: 'staff.audit.actions.update',
  delete: 'staff.audit.actions.delete',
  close: 'staff.audit.actions.close',
  'put-on-sale': 'staff.audit.actions.putOnSale',
  set: 'staff.audit.actions.setPrices',
  copy: 'staff.audit.actions.copyPrices',
  'replace-layout': 'staff.audit.actions.replaceLayout',
  'set-second-factor': 'staff.audit.actions.setSecondFactor',
  'reset-second-factor': 'staff.audit.actions.resetSecondFactor',
  'use-recovery-code': 'staff.audit.actions.useRecoveryCode',
};

/** In the filter's order (AUDIT_ENTITY_NAMES). */
export const AUDIT_ENTITIES: Record<AuditEntityName, string> = {
  staff: 'staff.audit.entities.staff',
  production: 'staff.audit.entities.production',
  performance: 'staff.audit.entities.performance',
  'performance-prices': 'staff.audit.entities.performancePrices',
  venue: 'staff.audit.entities.venue',
  seat: 'staff.audit.entities.seat',
  'promo-code': 'staff.audit.entities.promoCode',
  fund: 'staff.audit.entities.fund',
  'membership-level': 'staff.audit.entities.membershipLevel',
  'gift-voucher-settings': 'staff.audit.entities.giftVoucherSettings',
};

/** An action's or entity's message key, when the log's word is one this page knows. */
export const auditActionKey = (action: string): string | undefined =>
  Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditActionName] : undefined;
export const auditEntityKey = (entity: string): string | undefined =>
  Object.hasOwn(AUDIT_ENTITIES, entity) ? AUDIT_ENTITIES[entity as AuditEntityName] : undefined;

/**
 * The fields of every audited record: staff accounts, productions, performances and their
 * prices, venues (and a layout's replacement), seats, promo codes, funds, membership levels and
 * the gift voucher settings (the adapters' `audited…` records and rows).
 */
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
  id: 'staff.audit.fields.id',
  address: 'staff.audit.fields.address',
  sections: 'staff.audit.fields.sections',
  rows: 'staff.audit.fields.rows',
  seats: 'staff.audit.fields.seats',
  added: 'staff.audit.fields.added',
  removed: 'staff.audit.fields.removed',
  kept: 'staff.audit.fields.kept',
  changed: 'staff.audit.fields.changed',
  addedSeats: 'staff.audit.fields.addedSeats',
  removedSeats: 'staff.audit.fields.removedSeats',
  section: 'staff.audit.fields.section',
  row: 'staff.audit.fields.row',
  label: 'staff.audit.fields.label',
  band: 'staff.audit.fields.band',
  x: 'staff.audit.fields.x',
  y: 'staff.audit.fields.y',
  wheelchair: 'staff.audit.fields.wheelchair',
  companion: 'staff.audit.fields.companion',
  aisle: 'staff.audit.fields.aisle',
  endOfRow: 'staff.audit.fields.endOfRow',
  positionInRow: 'staff.audit.fields.positionInRow',
  viewOfStage: 'staff.audit.fields.viewOfStage',
  floorsAboveStage: 'staff.audit.fields.floorsAboveStage',
  restrictedView: 'staff.audit.fields.restrictedView',
  stepFree: 'staff.audit.fields.stepFree',
  door: 'staff.audit.fields.door',
  box: 'staff.audit.fields.box',
  inUse: 'staff.audit.fields.inUse',
  code: 'staff.audit.fields.code',
  modeOfSaleId: 'staff.audit.fields.modeOfSaleId',
  discountPercent: 'staff.audit.fields.discountPercent',
  discountCents: 'staff.audit.fields.discountCents',
  validFrom: 'staff.audit.fields.validFrom',
  validUntil: 'staff.audit.fields.validUntil',
  active: 'staff.audit.fields.active',
  usageLimit: 'staff.audit.fields.usageLimit',
  usageLimitPerCustomer: 'staff.audit.fields.usageLimitPerCustomer',
  goalCents: 'staff.audit.fields.goalCents',
  opensAt: 'staff.audit.fields.opensAt',
  closesAt: 'staff.audit.fields.closesAt',
  sortOrder: 'staff.audit.fields.sortOrder',
  benefits: 'staff.audit.fields.benefits',
  benefitsValueCents: 'staff.audit.fields.benefitsValueCents',
  generalPublic: 'staff.audit.fields.generalPublic',
  onSale: 'staff.audit.fields.onSale',
  renewalWindowDays: 'staff.audit.fields.renewalWindowDays',
  amountsCents: 'staff.audit.fields.amountsCents',
};
