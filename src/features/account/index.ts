/** Account feature: a member's own data rights (see what is held, download it, delete the account). */
/** `/dashboard/my-data`: what the practice holds, download as JSON or a printable page, erasure. */
export { MyDataPage } from './components/MyDataPage';
/** `/dashboard/emails`: which reminder emails the member gets. */
export { EmailChoicesPage } from './components/EmailChoicesPage';
/** `/dashboard/sign-in-security`: the account's second factors and setting one up (required of administrators). */
export { SignInSecurityPage } from './components/SignInSecurityPage';
