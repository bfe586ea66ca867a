import { describe, expect, it } from 'vitest';
import {
  MembershipLevelBodySchema,
  type MembershipLevelSetup,
} from '../../../../shared/contracts/membership-level-setup.ts';
import { levelBodyOf, levelDraftOf } from './level-model.ts';
import { emptyDraft } from './localized-draft.ts';

const stored: MembershipLevelSetup = {
  id: 2,
  slug: 'supporter',
  name: { 'en-US': 'Supporter', de: 'Förderer' },
  description: { 'en-US': 'Our most popular level.' },
  benefits: [{ 'en-US': 'A drink on us' }],
  benefitsValueCents: 2400,
  modeOfSaleId: 4,
  generalPublic: true,
  onSale: true,
  renewalWindowDays: 60,
  sortOrder: 1,
  prices: { 'one-off': null, monthly: 1500, yearly: 15_000 },
  members: 1,
  deletable: false,
};

describe('the membership level form', () => {
  it('sends back what it loaded when nothing was edited', () => {
    const body = levelBodyOf(levelDraftOf(stored, 'en-US'), 'en-US');
    expect(body).toMatchObject({
      slug: 'supporter',
      benefitsValueCents: 2400,
      modeOfSaleId: 4,
      renewalWindowDays: 60,
      prices: { 'one-off': null, monthly: 1500, yearly: 15_000 },
    });
    expect(MembershipLevelBodySchema.parse(body).benefits).toEqual([{ 'en-US': 'A drink on us' }]);
  });

  it('names the fields a new level still needs', () => {
    const draft = { ...levelDraftOf(undefined, 'en-US'), benefits: [emptyDraft()] };
    const result = MembershipLevelBodySchema.safeParse(levelBodyOf(draft, 'en-US'));
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? [])
      if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
    expect([...first]).toEqual([
      ['slug', 'staff.offers.validation.slug'],
      ['name.en-US', 'staff.offers.validation.englishRequired'],
      ['description.en-US', 'staff.offers.validation.englishRequired'],
      ['benefits.0.en-US', 'staff.offers.validation.englishRequired'],
      ['prices', 'staff.offers.validation.noPrice'],
    ]);
  });
});
