/**
 * /box-office/staff (issue 13, administrators): everyone who can sign in to the box office, a
 * new account, and changes of role or disabling. Each change is the server's to allow (the last
 * administrator stays one) and is written to the audit log.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StaffAccount } from '../../../shared/contracts/staff.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { staffSignInPath } from '../../features/box-office/box-office-pages.ts';
import { staffAccountsQueryOptions } from '../../features/box-office/staff-accounts-api.ts';
import { StaffCreateForm } from '../../features/box-office/staff-create-form.tsx';
import { StaffRow } from '../../features/box-office/staff-row.tsx';
import {
  forgetStaffSession,
  staffSessionQueryOptions,
} from '../../features/box-office/staff-session-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.staffAdmin.title'));
  const navigate = useNavigate();
  const { data: session } = useQuery(staffSessionQueryOptions());
  const { data } = useQuery(staffAccountsQueryOptions());
  const [status, setStatus] = useState<string | undefined>();
  const focusAfterRender = useFocusAfterRender();
  const me = session?.staff?.id;

  const changed = (message: string, account: StaffAccount) => {
    // A new role or a disabled account ends that member's sessions: one's own too.
    if (account.id === me) {
      forgetStaffSession();
      navigate(staffSignInPath('/box-office/staff'), { replace: true });
      return;
    }
    setStatus(message);
  };

  const created = (account: StaffAccount) => {
    setStatus(t('staff.staffAdmin.created', { name: account.name }));
    focusAfterRender(() => document.getElementById('bo-staff-status'));
  };

  return (
    <section className="bo-staff" aria-labelledby="bo-staff-title">
      <h1 id="bo-staff-title">{t('staff.staffAdmin.title')}</h1>
      <p className="lead">{t('staff.staffAdmin.intro')}</p>
      <div id="bo-staff-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      <div className="record-table-wrap">
        <table className="record-table bo-staff-table">
          <caption className="visually-hidden">{t('staff.staffAdmin.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.staffAdmin.columns.name')}</th>
              <th scope="col">{t('staff.staffAdmin.columns.role')}</th>
              <th scope="col">{t('staff.staffAdmin.columns.secondFactor')}</th>
              <th scope="col">{t('staff.staffAdmin.columns.status')}</th>
              <th scope="col">{t('staff.staffAdmin.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.staff ?? []).map((account) => (
              <StaffRow
                key={account.id}
                account={account}
                self={account.id === me}
                onChanged={changed}
              />
            ))}
          </tbody>
        </table>
      </div>
      <StaffCreateForm onCreated={created} />
    </section>
  );
}
