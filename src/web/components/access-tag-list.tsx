import type { AccessTag } from '../../shared/availability.ts';
import { useTranslation } from '../i18n/i18n.ts';

const SHORT: Record<AccessTag, string> = {
  asl: 'ASL',
  'audio-described': 'AD',
  captioned: 'CC',
  relaxed: 'R',
};

/** Access services as labelled chips; the short mark is decoration, the words are the name. */
export function AccessTagList({ tags }: { tags: readonly AccessTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="access-tags">
      {tags.map((tag) => (
        <li key={tag} className={`access-tag access-tag-${tag}`}>
          <span className="access-tag-mark" aria-hidden="true">
            {SHORT[tag]}
          </span>
          {t(`access.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
