import { useParams } from 'react-router';
import { PerformancePage } from './performance.tsx';

/**
 * /events/{event}/{instance}/syos/{view?}: "choose your own seat", the performance page opened
 * on its seat map, zoomed to the part of the house the view names (balcony, orchestra, a
 * section's code). An unknown view shows the whole map.
 */
export function Component() {
  const { view } = useParams();
  return <PerformancePage seatMap={{ view: view ?? null }} />;
}
