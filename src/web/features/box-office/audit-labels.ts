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
};

/** In the filter's order. */
export const AUDIT_ENTITIES: Record<string, string> = {
  staff: 'staff.audit.entities.staff',
};

export const AUDIT_FIELDS: Record<string, string> = {
  email: 'staff.audit.fields.email',
  name: 'staff.audit.fields.name',
  role: 'staff.audit.fields.role',
  disabled: 'staff.audit.fields.disabled',
};
