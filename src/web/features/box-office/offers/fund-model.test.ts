import { describe, expect, it } from 'vitest';
import { FundBodySchema, type FundSetup } from '../../../../shared/contracts/fund-setup.ts';
import { fundBodyOf, fundDraftOf } from './fund-model.ts';

const stored: FundSetup = {
  id: 2,
  name: { 'en-US': 'Education & Outreach', es: 'Educación' },
  description: { 'en-US': 'Classes.\nWorkshops.' },
  goalCents: 2_500_000,
  opensAt: null,
  closesAt: '2027-01-01T05:00:00.000Z',
  sortOrder: 2,
  open: true,
  raisedCents: 12_000,
  upsell: false,
  deletable: false,
};

describe('the fund form', () => {
  it('sends back what it loaded when nothing was edited', () => {
    const body = fundBodyOf(fundDraftOf(stored, 'en-US'), stored, 'en-US');
    expect(body).toMatchObject({
      goalCents: 2_500_000,
      opensAt: null,
      closesAt: '2027-01-01T05:00:00.000Z',
      sortOrder: 2,
    });
    expect(FundBodySchema.parse(body).name).toEqual({
      'en-US': 'Education & Outreach',
      es: 'Educación',
    });
  });

  it('reads a goal in the reader’s conventions, none when blank', () => {
    const draft = fundDraftOf(stored, 'sv');
    expect(draft.goal.replace(/\s/g, ' ')).toBe('25 000');
    expect(fundBodyOf(draft, stored, 'sv').goalCents).toBe(2_500_000);
    expect(fundBodyOf({ ...draft, goal: '30 000' }, stored, 'sv').goalCents).toBe(3_000_000);
    expect(fundBodyOf({ ...draft, goal: '' }, stored, 'sv').goalCents).toBeNull();
  });
});
