import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { t, useTranslation } from '../i18n/i18n.ts';
import { ApiError } from '../lib/http-client.ts';
import { NotFoundContent } from './not-found-content.tsx';

function isNotFound(error: unknown): boolean {
  return (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404)
  );
}

function GeneralError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.generalTitle'));
  // An API error says what went wrong (offline, maintenance …) in the reader's language.
  const text =
    error instanceof ApiError && error.code !== 'INTERNAL_ERROR'
      ? t(`errors.${error.code}`)
      : t('errors.generalText');
  return (
    <section className="message-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('errors.generalTitle')}</h1>
      <p>{text}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link className="button button-secondary" to="/">
          {t('errors.goHome')}
        </Link>
      </p>
    </section>
  );
}

function ErrorPage() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundContent />;
  if (import.meta.env.DEV) console.warn(error);
  return <GeneralError error={error} />;
}

/** Translations if they still work, the spec's English if even they fail. */
function safeTranslate(key: string, english: string): string {
  try {
    const text = t(key);
    return text === key ? english : text;
  } catch {
    return english;
  }
}

/**
 * The last line of defence: when the error page itself throws, show the spec's plain text and a
 * plain link home, with nothing that could fail again (no router; translations only if they work).
 */
class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="message-page" id="main">
        <h1>
          {safeTranslate(
            'errors.errorPageFailed',
            'An error occurred while showing the error page',
          )}
        </h1>
        <p>
          <a className="button" href="/">
            {safeTranslate('nav.home', 'Home')}
          </a>
        </p>
      </main>
    );
  }
}

export function RouteErrorBoundary() {
  return (
    <ErrorPageFallback>
      <ErrorPage />
    </ErrorPageFallback>
  );
}
