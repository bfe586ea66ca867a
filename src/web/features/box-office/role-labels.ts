/** Each staff role's name as staff read it (message keys, literal so a test can find them). */
import type { StaffRole } from '../../../shared/contracts/staff.ts';

export const ROLE_LABELS: Record<StaffRole, string> = {
  door: 'staff.roles.door',
  staff: 'staff.roles.staff',
  manager: 'staff.roles.manager',
  admin: 'staff.roles.admin',
};
