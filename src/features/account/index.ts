/** Account feature: a member's own data rights (see what is held, download it, delete the account). */
/** `/dashboard/my-data`: what the practice holds, download as JSON or a printable page, erasure. */
export { MyDataPage } from './components/MyDataPage';
