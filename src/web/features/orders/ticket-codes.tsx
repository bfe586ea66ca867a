import { itfBars } from '../../../shared/itf-barcode.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** The ticket's code as box-office scanners read it: ITF bars, drawn as SVG, and the digits. */
function TicketBarcode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { bars, width } = itfBars(code);
  return (
    <figure className="ticket-barcode">
      <svg
        viewBox={`0 0 ${width} 40`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('account.tickets.barcodeLabel', { code })}
      >
        <rect width={width} height="40" fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} width={bar.width} height="40" fill="#000" />
        ))}
      </svg>
      <figcaption className="ticket-code-digits">{code}</figcaption>
    </figure>
  );
}

/** The QR code (for phones at the door) beside the barcode (for the scanners). */
export function TicketCodes({
  barcode,
  qrCode,
  seatLabel,
}: {
  barcode: string;
  qrCode: string | null;
  seatLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ticket-codes">
      {qrCode && (
        <img
          className="ticket-qr"
          src={qrCode}
          width={160}
          height={160}
          alt={t('account.tickets.qrLabel', { seat: seatLabel })}
        />
      )}
      <TicketBarcode code={barcode} />
    </div>
  );
}
