/** Small pure helpers shared across layers. Imports nothing from src/. */
export { safeNext, ROUTE_ID } from './paths';
export {
  ACCOUNT_COPY_TTL_MS,
  accountKey,
  isExpired,
  sweepAccountStorage,
  sweepBrowserStorage,
  clearAccountStorage,
  clearBrowserStorage,
  type KeepCopies,
} from './account-storage';
export { analyticsCookieNames, cookieDomains, cookieRemovals } from './analytics-cookies';
