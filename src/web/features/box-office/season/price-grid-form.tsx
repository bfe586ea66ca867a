/**
 * A performance's prices (issue 13): a table per mode of sale (the one buyers are priced in
 * first), a row per price type and a column per band of its venue. Each cell takes the all-in
 * price buyers pay, as the storefront shows it, and the fee inside it; the base is shown as it
 * is typed. Copying another performance's prices replaces these at once (audited).
 */
import { type FormEvent, useState } from 'react';
import type {
  PerformanceRecord,
  PriceGrid,
  SeasonReferences,
} from '../../../../shared/contracts/season-setup.ts';
import { PriceGridBodySchema } from '../../../../shared/contracts/season-setup.ts';
import { usd } from '../../../../shared/money.ts';
import { exampleAmount } from '../../../../shared/parse-money.ts';
import {
  apiErrors,
  ErrorSummary,
  errorId,
  fieldId,
  StatusMessage,
  useFormErrors,
  zodErrors,
} from '../../../components/form-kit.tsx';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import {
  type CellKey,
  cellPath,
  gridFormValues,
  problemsOnCells,
  readGrid,
  typedBase,
} from './price-grid-model.ts';
import { copyPrices, setPrices } from './season-api.ts';

export const PRICE_FORM = 'bo-prices';

const WARNINGS = {
  notPriced: 'staff.season.warnings.notPriced',
  noPublicPrices: 'staff.season.warnings.noPublicPrices',
  noSeats: 'staff.season.warnings.noSeats',
} as const;

export function PriceGridForm({
  performance,
  grid,
  references,
  siblings,
  onApiError,
  readOnly = false,
}: {
  /** Shown, not changed: box-office staff read the season, managers change it. */
  readOnly?: boolean;
  performance: PerformanceRecord;
  grid: PriceGrid;
  references: SeasonReferences;
  /** The production's other performances, to copy prices from. */
  siblings: readonly PerformanceRecord[];
  onApiError?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const format = useFormat();
  const form = useFormErrors();
  const [typed, setTyped] = useState<Record<string, string>>(() => gridFormValues(grid, locale));
  // A new grid (after a copy) starts its inputs again.
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [copyFrom, setCopyFrom] = useState(String(siblings[0]?.id ?? ''));

  const bands = references.priceBands.filter((band) => grid.priceBandIds.includes(band.id));
  const modes = [...references.modesOfSale].sort(
    (a, b) =>
      Number(b.id === grid.saleModeOfSaleId) - Number(a.id === grid.saleModeOfSaleId) ||
      a.id - b.id,
  );
  const cells: CellKey[] = modes.flatMap((mode) =>
    references.priceTypes.flatMap((type) =>
      bands.map((band) => ({
        modeOfSaleId: mode.id,
        priceTypeId: type.id,
        priceBandId: band.id,
      })),
    ),
  );

  const readForm = (element: HTMLFormElement) =>
    Object.fromEntries(
      [...new FormData(element).entries()].map(([name, value]) => [name, String(value)]),
    );

  const fail = (error: unknown, rows: CellKey[]) => {
    if (onApiError?.(error)) return;
    const { form: formError, fields } = apiErrors(error, 'errors.INTERNAL_ERROR');
    const placed = problemsOnCells(fields, rows);
    const { form: orphan, ...onCells } = placed;
    form.show(onCells, formError ?? orphan);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const read = readGrid(readForm(event.currentTarget), cells, locale);
    if (Object.keys(read.errors).length > 0) return form.show(read.errors);
    const checked = PriceGridBodySchema.safeParse({ prices: read.prices });
    if (!checked.success) {
      const { form: orphan, ...onCells } = problemsOnCells(zodErrors(checked.error), read.rows);
      return form.show(onCells, orphan);
    }
    setBusy(true);
    try {
      await setPrices(performance.id, { prices: read.prices });
      form.clear();
      setStatus(t('staff.season.prices.saved'));
    } catch (error) {
      fail(error, read.rows);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = siblings.find((other) => String(other.id) === copyFrom);
    if (busy || !from) return;
    setStatus(undefined);
    setBusy(true);
    try {
      const copied = await copyPrices(performance.id, from.id);
      setTyped(gridFormValues(copied, locale));
      setVersion((v) => v + 1);
      form.clear();
      setStatus(
        t('staff.season.prices.copied', {
          performance: `${format.date(from.startsAt, 'short')} ${format.time(from.startsAt)}`,
        }),
      );
    } catch (error) {
      fail(error, []);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="season-prices">
      <p>{t('staff.season.prices.intro', { example: exampleAmount(locale) })}</p>
      {grid.warnings.length > 0 && (
        <ul className="season-warnings">
          {grid.warnings.map((warning) => (
            <li key={warning}>
              <span aria-hidden="true">⚠ </span>
              {t(WARNINGS[warning])}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && siblings.length > 0 && (
        <form
          className="season-copy"
          onSubmit={copy}
          aria-label={t('staff.season.prices.copyTitle')}
        >
          <label htmlFor={`${PRICE_FORM}-copy-from`}>{t('staff.season.prices.copyFrom')}</label>
          <select
            id={`${PRICE_FORM}-copy-from`}
            value={copyFrom}
            onChange={(event) => setCopyFrom(event.target.value)}
          >
            {siblings.map((other) => (
              <option key={other.id} value={other.id}>
                {`${format.date(other.startsAt, 'short')} ${format.time(other.startsAt)} · ${other.venueName}`}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button button-secondary"
            aria-disabled={busy || undefined}
          >
            {t('staff.season.prices.copy')}
          </button>
        </form>
      )}
      <ErrorSummary
        form={PRICE_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      <form
        key={version}
        className="season-price-form"
        noValidate
        onSubmit={submit}
        onInput={(event) => setTyped(readForm(event.currentTarget))}
        aria-label={t('staff.season.prices.title')}
      >
        <fieldset className="season-plain" disabled={readOnly}>
          {modes.map((mode) => (
            <div key={mode.id} className="record-table-wrap">
              <table className="record-table season-price-table">
                <caption>
                  {mode.name}
                  {mode.id === grid.saleModeOfSaleId && (
                    <span className="season-sale-mode"> {t('staff.season.prices.saleMode')}</span>
                  )}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.season.prices.typeColumn')}</th>
                    {bands.map((band) => (
                      <th key={band.id} scope="col">
                        {band.name}
                        {!band.onlineSale && (
                          <span className="field-hint"> {t('staff.season.prices.notOnline')}</span>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {references.priceTypes.map((type) => (
                    <tr key={type.id}>
                      <th scope="row">{type.name}</th>
                      {bands.map((band) => {
                        const cell = {
                          modeOfSaleId: mode.id,
                          priceTypeId: type.id,
                          priceBandId: band.id,
                        };
                        const base = typedBase(
                          typed[cellPath(cell, 'allIn')] ?? '',
                          typed[cellPath(cell, 'fee')] ?? '',
                          locale,
                        );
                        const where = `${type.name}, ${band.name}, ${mode.name}`;
                        return (
                          <td key={band.id}>
                            {(['allIn', 'fee'] as const).map((part) => {
                              const path = cellPath(cell, part);
                              const error = form.errors[path];
                              return (
                                <div
                                  key={part}
                                  className={`season-cell${error ? ' has-error' : ''}`}
                                >
                                  <label htmlFor={fieldId(PRICE_FORM, path)}>
                                    <span className="visually-hidden">{where}: </span>
                                    {t(
                                      part === 'allIn'
                                        ? 'staff.season.prices.allIn'
                                        : 'staff.season.prices.fee',
                                    )}
                                  </label>
                                  <input
                                    id={fieldId(PRICE_FORM, path)}
                                    name={path}
                                    inputMode="decimal"
                                    autoComplete="off"
                                    defaultValue={typed[path] ?? ''}
                                    aria-invalid={error ? true : undefined}
                                    aria-describedby={error ? errorId(PRICE_FORM, path) : undefined}
                                  />
                                  {error && (
                                    <p id={errorId(PRICE_FORM, path)} className="field-error">
                                      {t(error)}
                                    </p>
                                  )}
                                </div>
                              );
                            })}
                            {base !== null && (
                              <p className="season-base">
                                {t('staff.season.prices.base', { amount: format.money(usd(base)) })}
                              </p>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </fieldset>
        {!readOnly && (
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('staff.season.prices.save')}
          </button>
        )}
      </form>
    </div>
  );
}
