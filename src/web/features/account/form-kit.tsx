/**
 * The form kit moved to components/form-kit.tsx (it serves every feature). This re-export keeps
 * routes/contributions/donation-fund.tsx building while another branch edits it; delete it once
 * that route imports from components.
 */
export * from '../../components/form-kit.tsx';
