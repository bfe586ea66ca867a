import type { ReactNode } from 'react';

/** Stands in for the plan number while the message is translated, then is replaced. */
const MARK = '\u0000';

/**
 * A sentence naming a plan number, the number kept on one line (it is read out to the box
 * office, and would break at its hyphens): `say` is given the stand-in for the number.
 */
export function PlanNumberText({ planId, say }: { planId: string; say: (plan: string) => string }) {
  const parts = say(MARK).split(MARK);
  const out: ReactNode[] = [];
  parts.forEach((part, index) => {
    if (index > 0)
      out.push(
        <span key={`plan-${index}`} className="plan-number">
          {planId}
        </span>,
      );
    out.push(part);
  });
  return <>{out}</>;
}
