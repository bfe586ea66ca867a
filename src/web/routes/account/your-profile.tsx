import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  INTERESTS,
  type Profile,
  UpdateProfileBodySchema,
} from '../../../shared/contracts/account.ts';
import {
  CheckField,
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { profileQueryOptions } from '../../features/account/account-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';

const FORM = 'profile';

/** /account/your-profile: year of birth and interests. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.profile.title'));
  const { data } = useQuery(profileQueryOptions());
  const form = useFormErrors();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const values = formValues(event.currentTarget);
    if (!form.validate(UpdateProfileBodySchema, values)) return;
    setBusy(true);
    try {
      const saved = await api.put<Profile>('/api/account/profile', values);
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      form.clear();
      setStatus(t('account.profile.saved'));
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t('account.profile.title')}</h1>
      <p className="lead">{t('account.profile.intro')}</p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      {data && (
        <form className="form-card" noValidate onSubmit={submit} aria-labelledby="profile-title">
          <TextField
            form={FORM}
            errors={form.errors}
            name="birthYear"
            inputMode="numeric"
            data-integer=""
            label={t('account.profile.birthYear')}
            defaultValue={data.birthYear === null ? '' : String(data.birthYear)}
            autoComplete="bday-year"
            optional
            className="input-short"
          />
          <fieldset className="form-section">
            <legend>{t('account.profile.interests')}</legend>
            <div className="check-grid">
              {INTERESTS.map((interest) => (
                <CheckField
                  key={interest}
                  form={FORM}
                  errors={form.errors}
                  name="interests[]"
                  value={interest}
                  defaultChecked={data.interests.includes(interest)}
                  label={t(`account.interests.${interest}`)}
                />
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.form.save')}
          </button>
        </form>
      )}
    </section>
  );
}
