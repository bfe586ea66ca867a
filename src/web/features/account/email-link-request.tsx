import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { type CaptchaAction, ResetRequestBodySchema } from '../../../shared/contracts/auth.ts';
import {
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';
import { captchaToken } from './captcha.ts';

/** The message keys of one kind of e-mailed link (sign-in or password reset). */
export interface EmailLinkTexts {
  title: string;
  intro: string;
  requestAgain: string;
  sent: string;
  send: string;
  sendAgain: string;
  failed: string;
}

/**
 * Asks for a link by e-mail. The server answers the same whether or not the address has an
 * account, so the page does too.
 */
export function EmailLinkRequest(props: {
  form: string;
  endpoint: string;
  captchaAction: CaptchaAction;
  texts: EmailLinkTexts;
  /** The link the buyer came with had lapsed or was used: this asks for another. */
  again?: boolean | undefined;
}) {
  const { form: formId, endpoint, captchaAction, texts, again } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const carried = (location.state as { email?: string } | null)?.email ?? '';
  const form = useFormErrors();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Both kinds of link ask for the same thing: an e-mail address.
    const body = form.validate(ResetRequestBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const captcha = await captchaToken(captchaAction);
      await api.post(endpoint, { email: body.email, captchaToken: captcha });
      form.clear();
      setSentTo(body.email);
    } catch (error) {
      form.fail(error, texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="lead">{again ? t(texts.requestAgain) : t(texts.intro)}</p>
      <ErrorSummary
        form={formId}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={sentTo ? t(texts.sent, { email: sentTo }) : undefined} />
      <form className="form-card" noValidate onSubmit={submit} aria-label={t(texts.title)}>
        <TextField
          form={formId}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          errors={form.errors}
          defaultValue={carried}
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {sentTo ? t(texts.sendAgain) : t(texts.send)}
        </button>
      </form>
    </>
  );
}
