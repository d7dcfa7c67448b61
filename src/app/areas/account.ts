/**
 * The member's data rights: what is held about them, its download and their account's erasure.
 * An area chunk of its own (with the printable copy's renderer), so the dashboard, which only links
 * to it, does not download its code before it paints. The page has the app's query cache.
 */
import * as account from '../../features/account';
import { withQueryCache } from './query-cache';

export const MyDataPage = withQueryCache(account.MyDataPage);
export const EmailChoicesPage = withQueryCache(account.EmailChoicesPage);
export const SignInSecurityPage = account.SignInSecurityPage;
