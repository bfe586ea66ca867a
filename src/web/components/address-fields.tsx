import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, DEFAULT_COUNTRY_ID } from '../../shared/contracts/account.ts';
import { countriesQueryOptions } from '../features/account/account-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { type FieldErrors, SelectField, TextField } from './form-kit.tsx';

/**
 * The address fields of the register form and the address book: countries and US states come
 * from data (GET /api/countries); county and state are optional. `prefix` nests the names
 * (`address.` on /register).
 */
export function AddressFields({
  form,
  errors,
  prefix = '',
  initial,
  required,
}: {
  form: string;
  errors: FieldErrors;
  prefix?: string;
  initial?: Address | undefined;
  /** The register form asks for an address; the address book always does. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions());
  const [countryId, setCountryId] = useState(String(initial?.country.id ?? DEFAULT_COUNTRY_ID));
  const country = countries.data?.countries.find((c) => String(c.id) === countryId);
  const states = country?.states ?? [];
  const field = (name: string) => ({ form, errors, name: `${prefix}${name}` });
  return (
    <div className="address-fields">
      <TextField
        {...field('line1')}
        label={t('account.address.line1')}
        autoComplete="address-line1"
        defaultValue={initial?.line1 ?? ''}
        required={required}
      />
      <TextField
        {...field('line2')}
        label={t('account.address.line2')}
        autoComplete="address-line2"
        defaultValue={initial?.line2 ?? ''}
        optional
      />
      <TextField
        {...field('line3')}
        label={t('account.address.line3')}
        autoComplete="address-line3"
        defaultValue={initial?.line3 ?? ''}
        optional
      />
      <TextField
        {...field('city')}
        label={t('account.address.city')}
        autoComplete="address-level2"
        defaultValue={initial?.city ?? ''}
        required={required}
      />
      <TextField
        {...field('county')}
        label={t('account.address.county')}
        defaultValue={initial?.county ?? ''}
        optional
      />
      {states.length > 0 && (
        <SelectField
          {...field('stateCode')}
          label={t('account.address.state')}
          autoComplete="address-level1"
          defaultValue={initial?.stateCode ?? ''}
          optional
        >
          <option value="">{t('account.address.chooseState')}</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        {...field('postalCode')}
        label={t('account.address.postalCode')}
        autoComplete="postal-code"
        defaultValue={initial?.postalCode ?? ''}
        required={required}
        className="input-short"
      />
      {countries.isError ? (
        <p className="field-error" role="alert">
          {t('account.errors.countriesFailed')}
        </p>
      ) : (
        <SelectField
          {...field('countryId')}
          integer
          label={t('account.address.country')}
          autoComplete="country"
          value={countryId}
          onChange={setCountryId}
        >
          {(countries.data?.countries ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
