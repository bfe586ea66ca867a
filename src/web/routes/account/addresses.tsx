import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ADDRESS_TYPES,
  type Address,
  AddressBodySchema,
  type AddressType,
} from '../../../shared/contracts/account.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import {
  ErrorSummary,
  formValues,
  SelectField,
  StatusMessage,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { addressesQueryOptions } from '../../features/account/account-api.ts';
import { currentLocale, useTranslation } from '../../i18n/i18n.ts';
import { addressLines } from '../../lib/address-lines.ts';
import { api, queryClient } from '../../lib/api.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

const FORM = 'address';

function AddressForm({
  address,
  onDone,
}: {
  address?: Address | undefined;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  // Opening the form takes the focus to its first field.
  useEffect(() => {
    element.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const title = address ? t('account.addresses.editTitle') : t('account.addresses.addTitle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    if (!form.validate(AddressBodySchema, values)) return;
    setBusy(true);
    try {
      const lang = `?lang=${currentLocale()}`;
      if (address) await api.put(`/api/account/addresses/${address.id}${lang}`, values);
      else await api.post(`/api/account/addresses${lang}`, values);
      await queryClient.invalidateQueries({ queryKey: ['account', 'addresses'] });
      onDone(t('account.addresses.saved'));
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed');
    } finally {
      setBusy(false);
    }
  };

  // The primary address stays primary (another one can take its place, not none).
  const types: readonly AddressType[] = address?.type === 'primary' ? ['primary'] : ADDRESS_TYPES;
  return (
    <section className="panel" aria-labelledby="address-form-title">
      <h2 id="address-form-title">{title}</h2>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form ref={element} noValidate onSubmit={submit} aria-labelledby="address-form-title">
        <p className="muted">{t('account.addresses.allFields')}</p>
        <SelectField
          form={FORM}
          errors={form.errors}
          name="type"
          label={t('account.addresses.type')}
          defaultValue={address?.type ?? 'both'}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`account.addressTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <AddressFields form={FORM} errors={form.errors} initial={address} required />
        <p className="actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.form.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onDone()}>
            {t('account.form.cancel')}
          </button>
        </p>
      </form>
    </section>
  );
}

function AddressCard({
  address,
  onEdit,
  onDeleted,
}: {
  address: Address;
  onEdit: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const primary = address.type === 'primary';
  const remove = async () => {
    setError(undefined);
    try {
      await api.delete(`/api/account/addresses/${address.id}`);
      await queryClient.invalidateQueries({ queryKey: ['account', 'addresses'] });
      onDeleted(t('account.addresses.deleted'));
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setError(code ? t(`errors.${code}`) : t('account.errors.detailsUpdateFailed'));
      setConfirming(false);
    }
  };
  const lines = addressLines(address);
  const headingId = `address-${address.id}-title`;
  return (
    <article className="address-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="address-type">
        {t(`account.addressTypes.${address.type}`)}
      </h2>
      <address>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {primary && <p className="muted small">{t('account.addresses.primaryNote')}</p>}
      {confirming ? (
        <div className="confirm-box">
          <p>{t('account.addresses.confirmDelete')}</p>
          <p className="actions">
            <button type="button" className="button" onClick={() => void remove()}>
              {t('account.addresses.confirmYes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(false)}
            >
              {t('account.form.cancel')}
            </button>
          </p>
        </div>
      ) : (
        <p className="actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={onEdit}
            aria-describedby={headingId}
          >
            {t('account.addresses.edit')}
          </button>
          {!primary && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(true)}
              aria-describedby={headingId}
            >
              {t('account.addresses.delete')}
            </button>
          )}
        </p>
      )}
    </article>
  );
}

/** /account/addresses: the address book (primary, billing, delivery); the primary stays. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.addresses.title'));
  const { data } = useQuery(addressesQueryOptions());
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const add = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const done = (message?: string) => {
    setEditing(undefined);
    setStatus(message);
    focusAfterRender(() => add.current);
  };

  const addresses = data?.addresses ?? [];
  const editingAddress =
    typeof editing === 'number' ? addresses.find((a) => a.id === editing) : undefined;
  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('account.addresses.title')}</h1>
      <StatusMessage text={status} />
      {editing !== undefined ? (
        <AddressForm key={String(editing)} address={editingAddress} onDone={done} />
      ) : (
        <>
          {addresses.length === 0 && <p>{t('account.addresses.none')}</p>}
          <div className="address-grid">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => {
                  setStatus(undefined);
                  setEditing(address.id);
                }}
                onDeleted={done}
              />
            ))}
          </div>
          <p>
            <button
              ref={add}
              type="button"
              className="button"
              onClick={() => {
                setStatus(undefined);
                setEditing('new');
              }}
            >
              {t('account.addresses.add')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
