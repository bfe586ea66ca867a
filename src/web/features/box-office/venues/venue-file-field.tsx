/**
 * Choosing a venue file (CSV or JSON): read in the browser and handed on as text with its kind,
 * which is what the API takes. A file over the limit is refused here, before any upload.
 */
import { type ChangeEvent, useId } from 'react';
import type { VenueFileInput } from '../../../../shared/contracts/venues.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { readVenueFile } from './venues-api.ts';

export interface ChosenFile extends VenueFileInput {
  fileName: string;
}

export function VenueFileField({
  id,
  label,
  error,
  onChosen,
}: {
  /** The input's id (an error summary links to it). */
  id: string;
  label: string;
  /** A message key. */
  error?: string | undefined;
  onChosen: (file: ChosenFile | null, problem?: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = `${id}-error`;

  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      onChosen(null);
      return;
    }
    const read = await readVenueFile(file);
    if (read === 'tooLarge') onChosen(null, 'staff.venues.validation.fileText');
    else onChosen({ ...read, fileName: file.name });
  };

  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field-hint">
        {t('staff.venues.file.hint')}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void change(event)}
      />
    </div>
  );
}
