/**
 * A production's web address made from its title, as the box office's form suggests it:
 * "The Importance of Being Earnest!" → "the-importance-of-being-earnest". Accents are dropped
 * (é → e); what is left of other scripts is left out. Empty when nothing usable is left, for the
 * manager to write one. The result always passes ProductionSlugSchema when not empty.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
