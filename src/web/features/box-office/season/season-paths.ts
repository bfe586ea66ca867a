/**
 * The season set-up's page addresses (issue 13), as links write them. Their patterns are in
 * src/shared/page-routes.ts; these fill them in.
 */
export const SEASON_PATH = '/box-office/season';

export const seasonPaths = {
  list: SEASON_PATH,
  newProduction: `${SEASON_PATH}/new`,
  production: (productionId: number) => `${SEASON_PATH}/${productionId}`,
  newPerformance: (productionId: number) => `${SEASON_PATH}/${productionId}/performances/new`,
  performance: (productionId: number, performanceId: number) =>
    `${SEASON_PATH}/${productionId}/performances/${performanceId}`,
  prices: (productionId: number, performanceId: number) =>
    `${SEASON_PATH}/${productionId}/performances/${performanceId}/prices`,
};
