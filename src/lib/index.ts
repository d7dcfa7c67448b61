/** Small pure helpers shared across layers. Imports nothing from src/. */
export { safeNext, ROUTE_ID } from './paths';
