/** Stands in for the plan number while the message is translated, then is replaced. */
const MARK = '\u0000';

/**
 * A sentence naming a plan number, the number kept on one line (it is read out to the box
 * office, and would break at its hyphens): `say` is given the stand-in for the number, which
 * each message names once.
 */
export function PlanNumberText({ planId, say }: { planId: string; say: (plan: string) => string }) {
  const [before, ...after] = say(MARK).split(MARK);
  return (
    <>
      {before}
      {after.length > 0 && (
        <>
          <span className="plan-number">{planId}</span>
          {after.join(planId)}
        </>
      )}
    </>
  );
}
