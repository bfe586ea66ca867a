/**
 * What a box-office page shows when it cannot show itself (issue 13): a role that may not open
 * it (the guard's mirror, or the server's 403), an address that is no page, or a failure.
 * Inside the box office's frame for a page; on its own when the frame itself failed to load.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/http-client.ts';

const statusOf = (error: unknown): number | undefined =>
  isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : undefined;

function Message({ title, texts }: { title: string; texts: string[] }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="message-page bo-message" aria-labelledby="bo-error-title">
      <h1 id="bo-error-title">{title}</h1>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p className="actions">
        <Link className="button" to="/box-office">
          {t('staff.errors.home')}
        </Link>
      </p>
    </section>
  );
}

export function BoxOfficeNotFound() {
  const { t } = useTranslation();
  return (
    <Message title={t('staff.errors.notFoundTitle')} texts={[t('staff.errors.notFoundText')]} />
  );
}

/** A page's error, inside the frame. */
export function BoxOfficePageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = statusOf(error);
  if (status === 403)
    return (
      <Message
        title={t('staff.errors.forbiddenTitle')}
        texts={[t('errors.STAFF_FORBIDDEN'), t('staff.errors.forbiddenHelp')]}
      />
    );
  if (status === 404) return <BoxOfficeNotFound />;
  if (import.meta.env.DEV) console.warn(error);
  const text =
    error instanceof ApiError && error.code !== 'INTERNAL_ERROR'
      ? t(`errors.${error.code}`)
      : t('staff.errors.generalText');
  return <Message title={t('staff.errors.generalTitle')} texts={[text]} />;
}

/** The frame's own error (who is signed in could not be read): the page alone. */
export function BoxOfficeFrameError() {
  return (
    <main id="main" tabIndex={-1} className="page">
      <BoxOfficePageError />
    </main>
  );
}

export { BoxOfficeNotFound as Component };
