import { useTranslation } from '../../i18n/i18n.ts';

const POLICIES = {
  terms: {
    title: 'checkout.policies.termsTitle',
    points: [
      'checkout.policies.terms1',
      'checkout.policies.terms2',
      'checkout.policies.terms3',
      'checkout.policies.terms4',
      'checkout.policies.terms5',
    ],
  },
  privacy: {
    title: 'checkout.policies.privacyTitle',
    points: [
      'checkout.policies.privacy1',
      'checkout.policies.privacy2',
      'checkout.policies.privacy3',
      'checkout.policies.privacy4',
    ],
  },
} as const;

/**
 * The terms and conditions or the privacy policy, readable where the buyer is asked to agree to
 * them (review, register): folded away until opened, so the form stays short on a phone.
 */
export function PolicyDetails({ policy }: { policy: keyof typeof POLICIES }) {
  const { t } = useTranslation();
  const { title, points } = POLICIES[policy];
  return (
    <details className="policy-details">
      <summary>{t(title)}</summary>
      <ul>
        {points.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
