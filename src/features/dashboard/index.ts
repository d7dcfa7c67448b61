/** Dashboard feature: the member's home and the administrators' overview. */
export { DashboardPage, AdminHomePage } from './components/DashboardPage';
