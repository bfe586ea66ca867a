/**
 * One staff account in the administrators' list (issue 13): its role changed, or the account
 * disabled (after a confirmation: they are signed out at once) or enabled again. The server's
 * refusals show on the row, e.g. STAFF_LAST_ADMIN for the last administrator.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
  type StaffUpdateBody,
} from '../../../shared/contracts/staff.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { updateStaffAccount } from './staff-accounts-api.ts';
import { useStaffSignInAgain } from './use-staff-sign-in-again.ts';

type Mode = 'idle' | 'role' | 'disable';

export function StaffRow({
  account,
  self,
  onChanged,
}: {
  account: StaffAccount;
  /** The signed-in administrator's own account. */
  self: boolean;
  /** Said on the page once a change is made (a message already translated). */
  onChanged: (message: string, changed: StaffAccount) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const roleButton = useRef<HTMLButtonElement>(null);
  const disableButton = useRef<HTMLButtonElement>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const signInAgain = useStaffSignInAgain();
  const nameId = `${id}-name`;

  const open = (next: Mode) => {
    setError(undefined);
    setMode(next);
    focusAfterRender(() => (next === 'role' ? roleSelect.current : question.current));
  };
  const close = (focus: 'role' | 'disable') => {
    setMode('idle');
    focusAfterRender(() => (focus === 'role' ? roleButton.current : disableButton.current));
  };

  const change = async (body: StaffUpdateBody, done: (changed: StaffAccount) => string) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const changed = await updateStaffAccount(account.id, body);
      setMode('idle');
      onChanged(done(changed), changed);
    } catch (failure) {
      if (signInAgain(failure)) return;
      setError(apiErrorKey(failure));
      focusAfterRender(() => document.getElementById(`${id}-error`));
    } finally {
      setBusy(false);
    }
  };

  const saveRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = roleSelect.current?.value as StaffRole | undefined;
    if (!role || role === account.role) return close('role');
    void change({ role }, (changed) =>
      t('staff.staffAdmin.roleChanged', {
        name: changed.name,
        role: t(ROLE_LABELS[changed.role]),
      }),
    );
  };

  return (
    <tr>
      <th scope="row" id={nameId} data-label={t('staff.staffAdmin.columns.name')}>
        <span className="bo-staff-name">{account.name}</span>
        {self && <span className="tag tag-you">{t('staff.staffAdmin.you')}</span>}
        <span className="bo-staff-email">{account.email}</span>
      </th>
      <td data-label={t('staff.staffAdmin.columns.role')}>{t(ROLE_LABELS[account.role])}</td>
      <td data-label={t('staff.staffAdmin.columns.secondFactor')}>
        {account.secondFactor
          ? t('staff.staffAdmin.secondFactorOn')
          : t('staff.staffAdmin.secondFactorOff')}
      </td>
      <td data-label={t('staff.staffAdmin.columns.status')}>
        <span className={account.disabled ? 'bo-status bo-status-off' : 'bo-status'}>
          {account.disabled ? t('staff.staffAdmin.disabled') : t('staff.staffAdmin.active')}
        </span>
      </td>
      <td data-label={t('staff.staffAdmin.columns.actions')} className="bo-row-actions">
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert" tabIndex={-1}>
            {t(error)}
          </p>
        )}
        {mode === 'role' && (
          <form className="bo-inline-form" onSubmit={saveRole}>
            <label htmlFor={`${id}-role`}>
              {t('staff.staffAdmin.newRole', { name: account.name })}
            </label>
            <select id={`${id}-role`} ref={roleSelect} defaultValue={account.role}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_LABELS[role])}
                </option>
              ))}
            </select>
            <span className="actions">
              <button type="submit" className="button" aria-disabled={busy || undefined}>
                {t('staff.staffAdmin.saveRole')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => close('role')}
              >
                {t('staff.staffAdmin.cancel')}
              </button>
            </span>
          </form>
        )}
        {mode === 'disable' && (
          <div className="confirm-box">
            <p ref={question} tabIndex={-1}>
              {t('staff.staffAdmin.confirmDisable', { name: account.name })}
            </p>
            <p className="actions">
              <button
                type="button"
                className="button"
                aria-disabled={busy || undefined}
                onClick={() =>
                  void change({ disabled: true }, (changed) =>
                    t('staff.staffAdmin.disabledDone', { name: changed.name }),
                  )
                }
              >
                {t('staff.staffAdmin.confirmDisableYes')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => close('disable')}
              >
                {t('staff.staffAdmin.cancel')}
              </button>
            </p>
          </div>
        )}
        {mode === 'idle' && (
          <span className="actions">
            <button
              ref={roleButton}
              type="button"
              className="button button-secondary"
              aria-describedby={nameId}
              onClick={() => open('role')}
            >
              {t('staff.staffAdmin.changeRole')}
            </button>
            {account.disabled ? (
              <button
                ref={disableButton}
                type="button"
                className="button button-secondary"
                aria-describedby={nameId}
                aria-disabled={busy || undefined}
                onClick={() =>
                  void change({ disabled: false }, (changed) =>
                    t('staff.staffAdmin.enabledDone', { name: changed.name }),
                  )
                }
              >
                {t('staff.staffAdmin.enable')}
              </button>
            ) : (
              <button
                ref={disableButton}
                type="button"
                className="button button-secondary"
                aria-describedby={nameId}
                onClick={() => open('disable')}
              >
                {t('staff.staffAdmin.disable')}
              </button>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
