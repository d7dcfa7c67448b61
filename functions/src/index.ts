// Entry of the functions bundle (lib/index.js). Each export is one deployed callable.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { setAdmin } from './setAdmin.ts';
