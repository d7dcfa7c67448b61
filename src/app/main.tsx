import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hasSignedInHint, preconnectToFirebase } from '../data';
import { sweepBrowserStorage } from '../lib';
import { copiesKeptSignedOut } from '../lib/idle-sign-out-note';
import { listenForPreloadErrors, reloadWith } from './chunk-reload';
import { registerOfflineApp, reloadToNewerVersion } from './offline-app';
import { followMembersOutbox } from './outbox-follower';
import { Root } from './Root';
import '../ui/theme.css';
import '../ui/print.css'; // every page prints black on white without navigation (Save as PDF)

listenForPreloadErrors();
// a page the service worker serves reloads onto the newer build's worker, not its own old copy
reloadWith(reloadToNewerVersion);
// the outbox of assessments finished with no signal is sent at start, on `online`, and when
// Background Sync wakes the service worker (registered after the first paint)
registerOfflineApp(followMembersOutbox().wake);
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
