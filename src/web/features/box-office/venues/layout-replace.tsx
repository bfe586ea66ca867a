/**
 * A venue's new layout from a file (issue 13, managers): chosen, checked and drawn with what it
 * would change (seats added, removed, kept) before anything is saved; a layout leaving out seats
 * sold or held is refused with those seats named. The page draws the preview (`renderPreview`).
 */
import { type ReactNode, useState } from 'react';
import type { VenueLayoutChanges, VenuePreview } from '../../../../shared/contracts/venues.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { apiErrorKey } from '../../../lib/http-client.ts';
import { FileProblems } from './file-problems.tsx';
import { LayoutSummary } from './layout-summary.tsx';
import { useVenueFilePreview } from './use-venue-file-preview.ts';
import { VenueFileField } from './venue-file-field.tsx';
import { replaceVenueLayout } from './venues-api.ts';

export function LayoutReplace(props: {
  venueId: number;
  renderPreview: (preview: VenuePreview) => ReactNode;
  onReplaced: (changes: VenueLayoutChanges) => void;
  onSessionEnded?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const file = useVenueFilePreview(props.venueId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();
  // A new choice of file empties the input: it is keyed by this.
  const [round, setRound] = useState(0);

  const replace = async () => {
    if (busy || !file.file || !file.preview) return;
    setBusy(true);
    setFailed(undefined);
    try {
      const { changes } = await replaceVenueLayout(
        props.venueId,
        { kind: file.file.kind, text: file.file.text },
        locale,
      );
      file.reset();
      setRound((n) => n + 1);
      props.onReplaced(changes);
    } catch (error) {
      if (props.onSessionEnded?.(error) || file.showRefusal(error)) return;
      setFailed(apiErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-panel bo-layout-replace" aria-labelledby="bo-layout-title">
      <h2 id="bo-layout-title">{t('staff.venues.replace.title')}</h2>
      <p>{t('staff.venues.replace.intro')}</p>
      <VenueFileField
        key={round}
        id="bo-layout-file"
        label={t('staff.venues.replace.file')}
        error={file.fileError}
        onChosen={(chosen, problem) => void file.choose(chosen, problem)}
      />
      <p className="muted" role="status">
        {file.checking ? t('staff.venues.file.checking') : ''}
      </p>
      {file.problems && (
        <FileProblems problems={file.problems} inUse={file.inUse} focusRef={file.problemsRef} />
      )}
      {file.preview && (
        <>
          <h3>{t('staff.venues.replace.previewTitle')}</h3>
          <LayoutSummary summary={file.preview.summary} changes={file.preview.changes} />
          {props.renderPreview(file.preview)}
          {failed && (
            <p className="field-error" role="alert">
              {t(failed)}
            </p>
          )}
          <button
            type="button"
            className="button"
            onClick={() => void replace()}
            aria-disabled={busy || undefined}
          >
            {t('staff.venues.replace.submit')}
          </button>
        </>
      )}
    </section>
  );
}
