/** Dashboard feature: the member's home (the administrators' home is the reviews feature's triage page). */
export { DashboardPage } from './components/DashboardPage';
