import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { householdQueryOptions } from '../../features/account/account-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** /account/household: the household the customer belongs to and its members. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.household.title'));
  const household = useQuery(householdQueryOptions()).data?.household;
  return (
    <section aria-labelledby="household-title">
      <h1 id="household-title">{t('account.household.title')}</h1>
      {household ? (
        <div className="panel">
          <h2>{household.name}</h2>
          <p className="muted">{t('account.household.intro')}</p>
          <ul className="member-list">
            {household.members.map((member) => (
              <li key={member.customerId}>
                <span className="member-name">
                  {member.firstName} {member.lastName}
                </span>
                {member.primary && <span className="tag">{t('account.household.primary')}</span>}
                {member.you && <span className="tag tag-you">{t('account.household.you')}</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('account.household.none')}</p>
      )}
    </section>
  );
}
