/**
 * One gift voucher code being typed and sent (the basket's modal, the balance page, redeeming
 * into credit): the field's value and error, the input to bring focus back to, and the submit
 * handler: an empty code is said at the field, anything else goes to `send` (the server reads
 * it), never twice while a send is under way.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';

export function useVoucherCodeEntry() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Says what is wrong beside the field and puts the focus back in it. */
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const submit = (pending: boolean, send: (code: string) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = code.trim();
    if (!value) return refuse(t('giftVouchers.errors.code'));
    setError(null);
    send(value);
  };
  return { code, setCode, error, setError, input, refuse, submit };
}
