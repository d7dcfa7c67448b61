import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hasSignedInHint, preconnectToFirebase } from '../data';
import { sweepBrowserStorage } from '../lib';
import { listenForPreloadErrors } from './chunk-reload';
import { Root } from './Root';
import '../ui/theme.css';
import '../ui/print.css'; // every page prints black on white without navigation (Save as PDF)

listenForPreloadErrors();
// someone signed in here: their page's first requests go to Auth and Firestore; open those connections now
if (hasSignedInHint()) preconnectToFirebase();
// Local copies of answers expire, and none stays once nobody is signed in on this device.
sweepBrowserStorage(hasSignedInHint() ? 'any' : 'none');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);
