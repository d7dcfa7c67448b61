import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hasSignedInHint, preconnectToFirebase } from '../data';
import { sweepBrowserStorage } from '../lib';
import { copiesKeptSignedOut } from '../lib/idle-sign-out-note';
import { afterLoad } from './after-load';
import { listenForPreloadErrors } from './chunk-reload';
import { Root } from './Root';
import '../ui/theme.css';
import '../ui/print.css'; // every page prints black on white without navigation (Save as PDF)

listenForPreloadErrors();
// the service worker, the outbox of assessments finished with no signal and the reload onto a
// newer build's worker start once the page has loaded (offline-start.ts); without them the app
// works online as before
afterLoad(() => void import('./offline-start').then((offline) => offline.startOfflineApp(), () => undefined));
// someone signed in here: their page's first requests go to Auth and Firestore; open those connections now
if (hasSignedInHint()) preconnectToFirebase();
// Local copies of answers expire, and none stays once nobody is signed in on this device (but
// an idle sign-out's unsaved builder edits, waiting for their administrator to sign in again).
sweepBrowserStorage(hasSignedInHint() ? 'any' : copiesKeptSignedOut());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);
