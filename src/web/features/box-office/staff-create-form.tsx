/**
 * A new staff account (issue 13), checked with the API's own contract (StaffCreateBodySchema)
 * before it is sent; its owner signs in with the password once and sets up two-step sign-in.
 */
import { type FormEvent, useState } from 'react';
import {
  STAFF_ROLES,
  type StaffAccount,
  StaffCreateBodySchema,
} from '../../../shared/contracts/staff.ts';
import {
  ErrorSummary,
  formValues,
  SelectField,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { createStaffAccount } from './staff-accounts-api.ts';
import { useStaffSignInAgain } from './use-staff-sign-in-again.ts';

export const NEW_STAFF_FORM = 'bo-new-staff';

export function StaffCreateForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const signInAgain = useStaffSignInAgain();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const body = form.validate(StaffCreateBodySchema, formValues(element));
    if (!body) return;
    setBusy(true);
    try {
      const created = await createStaffAccount(body);
      form.clear();
      element.reset();
      onCreated(created);
    } catch (error) {
      if (!signInAgain(error))
        form.fail(error, 'errors.INTERNAL_ERROR', { STAFF_EMAIL_TAKEN: 'email' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-panel" aria-labelledby="bo-new-staff-title">
      <h2 id="bo-new-staff-title">{t('staff.staffAdmin.createTitle')}</h2>
      <p>{t('staff.staffAdmin.createIntro')}</p>
      <ErrorSummary
        form={NEW_STAFF_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form
        className="form-card bo-new-staff"
        noValidate
        onSubmit={submit}
        aria-labelledby="bo-new-staff-title"
      >
        <TextField
          form={NEW_STAFF_FORM}
          name="name"
          label={t('staff.staffAdmin.fields.name')}
          autoComplete="off"
          errors={form.errors}
          required
        />
        <TextField
          form={NEW_STAFF_FORM}
          name="email"
          type="email"
          label={t('staff.staffAdmin.fields.email')}
          autoComplete="off"
          spellCheck={false}
          errors={form.errors}
          required
        />
        <SelectField
          form={NEW_STAFF_FORM}
          name="role"
          label={t('staff.staffAdmin.fields.role')}
          errors={form.errors}
          defaultValue=""
        >
          <option value="">{t('staff.staffAdmin.chooseRole')}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        <TextField
          form={NEW_STAFF_FORM}
          name="password"
          type="password"
          label={t('staff.staffAdmin.fields.password')}
          hint={t('staff.staffAdmin.passwordHint')}
          autoComplete="new-password"
          errors={form.errors}
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.staffAdmin.createSubmit')}
        </button>
      </form>
    </section>
  );
}
