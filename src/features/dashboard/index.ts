/** Dashboard feature: the member's home (the administrators' home is the reviews feature's triage page). */
export { DashboardPage } from './components/DashboardPage';
/** The dashboard's data modules, fetched beside the session so its first reads do not wait for them. */
export { prefetchDashboardData as preloadDashboard } from './api/dashboard-api';
