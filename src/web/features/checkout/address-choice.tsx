import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Address, AddressBodySchema } from '../../../shared/contracts/account.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { ErrorSummary, formValues, useFormErrors } from '../../components/form-kit.tsx';
import { currentLocale, useTranslation } from '../../i18n/i18n.ts';
import { addressLines } from '../../lib/address-lines.ts';
import { api, queryClient } from '../../lib/api.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

/**
 * A new address typed in at the delivery step, saved to the address book (the account API) as
 * the kind asked for; the step then chooses it. A form of its own, beside the step's choices.
 */
function AddAddressForm({
  kind,
  onSaved,
  onCancel,
}: {
  kind: 'billing' | 'delivery';
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const name = `new-${kind}-address`;
  // Opening the form takes the focus to its first field.
  useEffect(() => {
    element.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = { ...formValues(event.currentTarget), type: kind };
    if (!form.validate(AddressBodySchema, values)) return;
    setBusy(true);
    try {
      const saved = await api.post<Address>(
        `/api/account/addresses?lang=${currentLocale()}`,
        values,
      );
      await queryClient.invalidateQueries({ queryKey: ['account', 'addresses'] });
      onSaved(saved);
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed');
      setBusy(false);
    }
  };

  const title = `${name}-title`;
  return (
    <form
      ref={element}
      id={`${kind}-address-new`}
      className="address-add"
      noValidate
      aria-labelledby={title}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={title}>
        {kind === 'billing'
          ? t('checkout.addresses.newBillingTitle')
          : t('checkout.addresses.newDeliveryTitle')}
      </h3>
      <ErrorSummary
        form={name}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <p className="muted">{t('account.addresses.allFields')}</p>
      <AddressFields form={name} errors={form.errors} required />
      <p className="actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('checkout.addresses.saveAndUse')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('account.form.cancel')}
        </button>
      </p>
    </form>
  );
}

/**
 * The billing or delivery address of the order: one of the buyer's saved addresses, or a new
 * one added here. `error` is the step's refusal ("Please choose …"), tied to the group.
 */
export function AddressChoice({
  kind,
  addresses,
  value,
  onChange,
  error,
  onAddingChange,
}: {
  kind: 'billing' | 'delivery';
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  error: string | null;
  /** Told when the new-address form opens and closes (the step will not go on past it). */
  onAddingChange?: (adding: boolean) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAddingState] = useState(false);
  const setAdding = (open: boolean) => {
    setAddingState(open);
    onAddingChange?.(open);
  };
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const group = `${kind}-address`;
  const legend =
    kind === 'billing' ? t('checkout.addresses.billing') : t('checkout.addresses.delivery');

  const close = (saved?: Address) => {
    setAdding(false);
    if (saved) {
      onChange(saved.id);
      focusAfterRender(() => document.getElementById(`${group}-${saved.id}`));
    } else focusAfterRender(() => addButton.current);
  };

  return (
    <div className="address-choice-group">
      <fieldset
        id={group}
        className={`delivery-options address-fieldset${error ? ' has-error' : ''}`}
        aria-describedby={error ? `${group}-error` : undefined}
      >
        <legend>{legend}</legend>
        {error && (
          <p className="field-error" id={`${group}-error`}>
            {error}
          </p>
        )}
        {addresses.length === 0 && <p className="muted">{t('checkout.addresses.none')}</p>}
        {addresses.map((address) => {
          const id = `${group}-${address.id}`;
          return (
            <div key={address.id} className="delivery-option address-choice">
              <input
                type="radio"
                id={id}
                name={group}
                value={address.id}
                checked={value === address.id}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(address.id)}
              />
              <label htmlFor={id}>
                <span className="address-kind">{t(`account.addressTypes.${address.type}`)}</span>
                <span className="address-text">
                  {addressLines(address).map((line) => (
                    <span key={line} className="address-line">
                      {line}
                    </span>
                  ))}
                </span>
              </label>
            </div>
          );
        })}
        {!adding && (
          <p className="address-add-open">
            <button
              ref={addButton}
              type="button"
              className="link-button"
              onClick={() => setAdding(true)}
            >
              {t('checkout.addresses.add')}
            </button>
          </p>
        )}
      </fieldset>
      {adding && <AddAddressForm kind={kind} onSaved={close} onCancel={() => close()} />}
    </div>
  );
}
