/**
 * The price types a buyer has just chosen, shown before the cart answers (basket, price
 * selection): the pure rule of when one is forgotten.
 */
/**
 * The price types being saved, by line, once a change has settled: that line's entry goes
 * only if it is still this change's choice. A later choice for the same line (a second arrow
 * key while the first is saved) stays shown until its own answer, instead of the select jumping
 * back to what the first answer said.
 */
export function settleChosen(
  chosen: Record<string, number>,
  settled: { lineId: string; priceTypeId: number },
): Record<string, number> {
  if (chosen[settled.lineId] !== settled.priceTypeId) return chosen;
  const { [settled.lineId]: _done, ...rest } = chosen;
  return rest;
}
