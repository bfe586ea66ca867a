import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_HTML_LANG, LOCALE_NAMES, LOCALES, type Locale } from '../../shared/locales.ts';
import { currentLocale, switchLocale, useTranslation } from '../i18n/i18n.ts';

/**
 * Switching stores the cookie, loads the messages and keeps the reader on the same page (no URL
 * prefix), re-running its loaders so the content comes in the new language too.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const onChange = async (locale: Locale) => {
    await switchLocale(locale);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => void onChange(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_HTML_LANG[locale]}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
