import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { progress } from '../lib/api.ts';

/** A thin bar while requests are in flight; it turns red, and says so, when one fails. */
export function ProgressBar() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(
    progress.subscribe,
    progress.getSnapshot,
    progress.getSnapshot,
  );
  useEffect(() => {
    if (!state.failed) return;
    const timer = setTimeout(progress.clearFailure, 6000);
    return () => clearTimeout(timer);
  }, [state.failed]);
  const className = `progress-bar${state.active > 0 ? ' is-active' : ''}${state.failed ? ' is-failed' : ''}`;
  return (
    <>
      <div className={className} aria-hidden="true" data-testid="progress-bar" />
      <div className="visually-hidden" role="status">
        {state.failed ? t('progress.failed') : ''}
      </div>
    </>
  );
}
