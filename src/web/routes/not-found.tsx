import { NotFoundContent } from './not-found-content.tsx';

export function Component() {
  return <NotFoundContent />;
}
