/**
 * The door page's body, phone first: the answer to the last scan (large, a symbol and words,
 * announced to screen readers), the counts and the connection, the camera, the typed number,
 * conflicts found when offline scans were sent, and the last few scans.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { DoorList } from '../../../shared/contracts/door.ts';
import { TicketBarcodeSchema } from '../../../shared/contracts/door.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { DoorAnswer } from './door-local.ts';
import { keepDoorPageOffline } from './door-offline-shell.ts';
import type { DoorConflict, DoorState } from './door-session.ts';
import { useDoorSession } from './use-door-session.ts';
import { type CameraStatus, useQrCamera } from './use-qr-camera.ts';
import '../../styles/door.css';

const SYMBOL: Record<DoorAnswer['outcome'], string> = {
  admitted: '✓',
  'already-admitted': '✕',
  'other-performance': '⚠',
  refunded: '✕',
  'not-found': '?',
};

/** A short buzz for "admitted", a longer double one for anything else (where phones vibrate). */
function vibrate(outcome: DoorAnswer['outcome']) {
  navigator.vibrate?.(outcome === 'admitted' ? 80 : [120, 80, 120]);
}

/** The answer's headline in words: what happened, never by colour alone. */
function useHeadline() {
  const { t } = useTranslation();
  const format = useFormat();
  return (answer: Pick<DoorAnswer, 'outcome' | 'ticket' | 'otherPerformance'>) => {
    switch (answer.outcome) {
      case 'admitted':
        return t('staff.door.outcome.admitted');
      case 'already-admitted': {
        const at = answer.ticket?.admittedAt;
        const name = answer.ticket?.admittedBy;
        if (!at) return t('staff.door.outcome.alreadyAdmittedEarlier');
        return name
          ? t('staff.door.outcome.alreadyAdmitted', { time: format.time(at), name })
          : t('staff.door.outcome.alreadyAdmittedAt', { time: format.time(at) });
      }
      case 'other-performance': {
        const other = answer.otherPerformance;
        if (!other) return t('staff.door.outcome.otherPerformanceUnknown');
        return t('staff.door.outcome.otherPerformance', {
          title: other.title,
          date: `${format.date(other.startsAt, 'short')} ${format.time(other.startsAt)}`,
        });
      }
      case 'refunded':
        return t('staff.door.outcome.refunded');
      case 'not-found':
        return t('staff.door.outcome.notFound');
    }
  };
}

function TicketFacts({ ticket }: { ticket: NonNullable<DoorAnswer['ticket']> }) {
  const { t } = useTranslation();
  return (
    <dl className="door-facts">
      <div>
        <dt>{t('staff.door.result.seat')}</dt>
        <dd>{ticket.seat}</dd>
      </div>
      <div>
        <dt>{t('staff.door.result.priceType')}</dt>
        <dd>{ticket.priceType}</dd>
      </div>
      {ticket.name ? (
        <div>
          <dt>{t('staff.door.result.name')}</dt>
          <dd>{ticket.name}</dd>
        </div>
      ) : null}
      {ticket.accessNotes.length > 0 ? (
        <div>
          <dt>{t('staff.door.result.access')}</dt>
          <dd>{ticket.accessNotes.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function AnswerPanel({ answer }: { answer: DoorState['answer'] }) {
  const { t } = useTranslation();
  const headline = useHeadline();
  useEffect(() => {
    if (answer) vibrate(answer.outcome);
  }, [answer]);
  return (
    // Assertive: the door must hear the answer at once, whatever the reader was saying.
    <section
      className={`door-answer ${answer ? `door-answer--${answer.outcome}` : 'door-answer--ready'}`}
      aria-live="assertive"
      aria-atomic="true"
      aria-label={t('staff.door.result.label')}
      data-outcome={answer?.outcome ?? 'none'}
      data-ms={answer?.ms}
    >
      {answer ? (
        <div
          key={`${answer.at}-${answer.barcode}`}
          className="door-answer__body"
          data-barcode={answer.barcode}
          data-at={answer.at}
        >
          <span className="door-answer__symbol" aria-hidden="true">
            {SYMBOL[answer.outcome]}
          </span>
          <p className="door-answer__headline">{headline(answer)}</p>
          {answer.notTicket ? (
            <p className="door-answer__note">{t('staff.door.result.notTicket')}</p>
          ) : null}
          {answer.ticket ? <TicketFacts ticket={answer.ticket} /> : null}
          {!answer.notTicket ? (
            <p className="door-answer__number">
              {t('staff.door.result.number', { number: answer.barcode })}
            </p>
          ) : null}
          {answer.local ? (
            <p className="door-answer__note">
              {answer.outcome === 'not-found'
                ? t('staff.door.result.notOnList')
                : t('staff.door.result.offline')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="door-answer__headline">{t('staff.door.result.ready')}</p>
      )}
    </section>
  );
}

function Counts({ counts }: { counts: DoorList['counts'] }) {
  const { t } = useTranslation();
  return (
    <p className="door-counts" data-admitted={counts.admitted} data-expected={counts.expected}>
      {t('staff.door.counts', { admitted: counts.admitted, expected: counts.expected })}
    </p>
  );
}

function Connection({ state }: { state: DoorState }) {
  const { t } = useTranslation();
  const count = state.waiting;
  let text: string;
  if (!state.online) text = t('staff.door.connection.offline', { count });
  else if (state.syncing) text = t('staff.door.connection.sending', { count });
  else if (count > 0) text = t('staff.door.connection.waiting', { count });
  else text = t('staff.door.connection.online');
  return (
    <p
      className={`door-connection ${state.online ? '' : 'door-connection--offline'}`}
      role="status"
      data-online={state.online}
      data-waiting={count}
    >
      <span aria-hidden="true">{state.online ? '●' : '○'}</span> {text}
    </p>
  );
}

const CAMERA_TEXT: Record<CameraStatus, string> = {
  off: 'staff.door.camera.off',
  starting: 'staff.door.camera.starting',
  on: 'staff.door.camera.on',
  denied: 'staff.door.camera.denied',
  unavailable: 'staff.door.camera.unavailable',
  insecure: 'staff.door.camera.insecure',
  'decoder-failed': 'staff.door.camera.decoderFailed',
};

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const camera = useQrCamera(onCode);
  const { decoderFiles } = camera;
  useEffect(() => {
    void keepDoorPageOffline(decoderFiles());
  }, [decoderFiles]);
  const running = camera.status === 'on' || camera.status === 'starting';
  return (
    <section className="door-camera" data-camera={camera.status} data-decoder={camera.decoder}>
      <div className="door-camera__frame">
        <video
          ref={camera.videoRef}
          className="door-camera__video"
          muted
          playsInline
          aria-label={t('staff.door.camera.videoLabel')}
        />
        {running ? null : <span className="door-camera__placeholder" aria-hidden="true" />}
      </div>
      <p className="door-camera__status">{t(CAMERA_TEXT[camera.status])}</p>
      <button
        type="button"
        className="door-button door-button--secondary"
        onClick={() => (running ? camera.stop() : void camera.start())}
      >
        {running ? t('staff.door.camera.stop') : t('staff.door.camera.start')}
      </button>
    </section>
  );
}

function TypedNumber({ onNumber }: { onNumber: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TicketBarcodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'staff.door.validation.barcode');
      input.current?.focus();
      return;
    }
    setError(null);
    setValue('');
    onNumber(parsed.data);
    input.current?.focus();
  };
  return (
    <form className="door-typed" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`}>{t('staff.door.typed.label')}</label>
      <p id={`${id}-hint`} className="door-typed__hint">
        {t('staff.door.typed.hint')}
      </p>
      <div className="door-typed__row">
        <input
          ref={input}
          id={`${id}-code`}
          name="barcode"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <button type="submit" className="door-button">
          {t('staff.door.typed.submit')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="door-typed__error">
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}

function Conflicts({
  conflicts,
  onDismiss,
}: {
  conflicts: DoorConflict[];
  onDismiss: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (conflicts.length === 0) return null;
  const say = ({ result }: DoorConflict) => {
    const ticket = result.ticket;
    switch (result.outcome) {
      case 'already-admitted':
      case 'admitted':
        if (!ticket?.admittedAt) return t('staff.door.conflicts.alreadyAdmittedEarlier');
        return ticket.admittedBy
          ? t('staff.door.conflicts.alreadyAdmitted', {
              name: ticket.admittedBy,
              time: format.time(ticket.admittedAt),
            })
          : t('staff.door.conflicts.alreadyAdmittedAt', { time: format.time(ticket.admittedAt) });
      case 'other-performance':
        return t('staff.door.conflicts.otherPerformance', {
          title: result.otherPerformance?.title ?? '',
          date: result.otherPerformance
            ? `${format.date(result.otherPerformance.startsAt, 'short')} ${format.time(result.otherPerformance.startsAt)}`
            : '',
        });
      case 'refunded':
        return t('staff.door.conflicts.refunded');
      case 'not-found':
        return t('staff.door.conflicts.notFound');
    }
  };
  return (
    <section className="door-conflicts" aria-labelledby="door-conflicts-heading">
      <h2 id="door-conflicts-heading">{t('staff.door.conflicts.heading')}</h2>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.clientId} className="door-conflict" data-barcode={conflict.barcode}>
            <span className="door-conflict__symbol" aria-hidden="true">
              ⚠
            </span>
            <div>
              <p className="door-conflict__text">{say(conflict)}</p>
              <p className="door-conflict__ticket">
                {conflict.result.ticket
                  ? t('staff.door.conflicts.ticket', {
                      number: conflict.barcode,
                      seat: conflict.result.ticket.seat,
                    })
                  : t('staff.door.result.number', { number: conflict.barcode })}
              </p>
            </div>
            <button
              type="button"
              className="door-button door-button--secondary"
              onClick={() => onDismiss(conflict.clientId)}
            >
              {t('staff.door.conflicts.dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Recent({ recent }: { recent: DoorAnswer[] }) {
  const { t } = useTranslation();
  const headline = useHeadline();
  const format = useFormat();
  if (recent.length === 0) return null;
  return (
    <section className="door-recent" aria-labelledby="door-recent-heading">
      <h2 id="door-recent-heading">{t('staff.door.recent.heading')}</h2>
      <ol>
        {recent.map((answer) => (
          <li
            key={`${answer.at}-${answer.barcode}`}
            data-outcome={answer.outcome}
            data-barcode={answer.barcode}
            data-at={answer.at}
          >
            <span aria-hidden="true">{SYMBOL[answer.outcome]}</span>{' '}
            <span>{format.time(answer.at)}</span> · <span>{headline(answer)}</span>
            {answer.ticket ? <span> · {answer.ticket.seat}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The whole check-in of one performance. Keyed by the performance in its route. */
export function DoorCheckIn({
  performanceId,
  doorName,
  onSignedOut,
}: {
  performanceId: number;
  /** Whose admission an offline scan is: the signed-in staff member's name. */
  doorName: () => string;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { state, session } = useDoorSession(performanceId, doorName);
  useEffect(() => {
    if (state.signedOut) onSignedOut();
  }, [state.signedOut, onSignedOut]);
  const performance = state.list?.performance;
  const onCode = (code: string) => {
    const parsed = TicketBarcodeSchema.safeParse(code);
    if (parsed.success) void session.scan(parsed.data);
    else session.notATicket(code);
  };

  return (
    <div className="door" data-performance={performanceId}>
      <header className="door-head">
        <h1>{performance ? performance.title : t('staff.door.page.heading')}</h1>
        {performance ? (
          <p className="door-head__when">
            {t('staff.door.page.when', {
              date: format.date(performance.startsAt, 'short'),
              time: format.time(performance.startsAt),
              venue: performance.venue,
            })}
          </p>
        ) : null}
      </header>
      {state.list ? null : (
        <p className="door-notice" role={state.listError ? 'alert' : 'status'}>
          {state.listError ? t('staff.door.page.listFailed') : t('staff.door.page.listLoading')}
        </p>
      )}
      <div className="door-bar">
        {state.list ? <Counts counts={state.list.counts} /> : null}
        <Connection state={state} />
      </div>
      <AnswerPanel answer={state.answer} />
      <Conflicts conflicts={state.conflicts} onDismiss={(id) => session.dismissConflict(id)} />
      <div className="door-inputs">
        <Camera onCode={onCode} />
        <TypedNumber onNumber={(code) => void session.scan(code)} />
      </div>
      <Recent recent={state.recent} />
    </div>
  );
}
