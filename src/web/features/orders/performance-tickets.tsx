/**
 * The performance's tickets and the seat's words moved to components/performance-tickets.tsx
 * (checkout uses them too). This re-export keeps routes/basket.tsx building while another branch
 * edits it; delete it once that route imports from components.
 */
export { PerformanceTickets, useSeatText } from '../../components/performance-tickets.tsx';
