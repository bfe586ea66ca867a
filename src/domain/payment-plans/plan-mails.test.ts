import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import type { ClaimedInstalment, RecordedAttempt } from '../ports/payment-plans.ts';
import { renderAttemptMail, renderReminderMail } from './plan-mails.ts';

const claim = (over: Partial<ClaimedInstalment> = {}): ClaimedInstalment => ({
  instalmentId: 1,
  planId: 'ddp_abcdefghijklmnopqrstuv',
  seq: 1,
  dueOn: '2027-11-25',
  amountCents: 15_000,
  attempts: 1,
  provider: 'test-gateway',
  paymentMethodId: 'tgpm_x',
  kind: 'membership',
  description: 'Supporter',
  benefitsValueCents: 2_400,
  customer: { id: 1, email: 'ana@example.org', firstName: 'Ana' },
  locale: 'en-US',
  ...over,
});
const paid: RecordedAttempt = {
  recorded: true,
  decision: { kind: 'paid' },
  paidThrough: '2028-11-24',
  nextDueOn: '2028-11-25',
};

describe('plan mails', () => {
  it('a yearly membership payment says what is tax-deductible; a small monthly one does not', () => {
    const yearly = renderAttemptMail(claim(), paid, 'https://tickets.example.org');
    expect(yearly.subject).toBe('Payment received: Supporter');
    expect(yearly.text).toContain('$150.00');
    expect(yearly.text).toContain(
      'The amount deductible for federal income tax purposes is $126.00',
    );
    expect(yearly.text).toContain('https://tickets.example.org/account/memberships');
    const monthly = renderAttemptMail(
      claim({ amountCents: 1500, benefitsValueCents: 200 }),
      paid,
      'https://tickets.example.org',
    );
    expect(monthly.text).not.toContain('deductible');
  });

  it('a failure says when it is tried again; a lapse says when the membership ends', () => {
    const retry = renderAttemptMail(
      claim(),
      { ...paid, decision: { kind: 'retry', at: new Date('2027-11-26T14:00:00Z') } },
      'https://x.example',
    );
    expect(retry.text).toContain('Friday, November 26, 2027');
    const lapse = renderAttemptMail(
      claim(),
      { ...paid, decision: { kind: 'lapse' }, paidThrough: '2027-11-24' },
      'https://x.example',
    );
    expect(lapse.subject).toContain('have stopped');
    expect(lapse.text).toContain('November 24, 2027');
  });

  it('every language fills every value', () => {
    for (const locale of LOCALES) {
      for (const decision of [
        { kind: 'paid' as const },
        { kind: 'retry' as const, at: new Date('2027-11-26T14:00:00Z') },
        { kind: 'lapse' as const },
      ]) {
        const mail = renderAttemptMail(
          claim({ locale }),
          { ...paid, decision },
          'https://x.example',
        );
        expect(`${mail.subject}${mail.text}${mail.html}`, locale).not.toMatch(/\{\{|\}\}/);
      }
      for (const renews of [true, false]) {
        const mail = renderReminderMail(
          {
            membershipId: 1,
            expiresOn: '2027-11-24',
            renews,
            amountCents: 15_000,
            levelName: 'Supporter',
            levelSlug: 'supporter',
            customer: { id: 1, email: 'ana@example.org', firstName: 'Ana' },
            locale,
          },
          'https://x.example',
        );
        expect(`${mail.subject}${mail.text}`, locale).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});
