import { useEffect, useState } from 'react';
import { fromData, settings } from '../data';

const enableAnalytics = fromData('analytics', 'enableAnalytics');
const disableAnalytics = fromData('analytics', 'disableAnalytics');

const CONSENT_KEY = 'wellness:analytics-consent';
type Choice = 'granted' | 'denied' | null;

function storedChoice(): Choice {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Analytics cookies need consent first (PECR): the tag loads only after "Accept". "Reject" (also
 * later, from Cookie settings) stops a running tag at once and removes its cookies.
 */
export function ConsentBanner() {
  const configured = Boolean(settings.firebase.measurementId);
  const [choice, setChoice] = useState<Choice>(storedChoice);
  useEffect(() => {
    if (!configured) return;
    if (choice === 'granted') void enableAnalytics();
    if (choice === 'denied') void disableAnalytics();
  }, [configured, choice]);
  useEffect(() => {
    const reopen = () => setChoice(null);
    window.addEventListener('wellness:cookie-settings', reopen);
    return () => window.removeEventListener('wellness:cookie-settings', reopen);
  }, []);
  if (!configured || choice) return null;
  const decide = (value: 'granted' | 'denied') => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Without storage the banner will ask again next visit, which is the safe default.
    }
    setChoice(value);
  };
  return (
    <div className="banner" role="region" aria-label="Cookie consent">
      <span>We would like to use analytics cookies to understand how the site is used. They are off unless you accept.</span>
      <span style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" className="button secondary" onClick={() => decide('denied')}>Reject</button>
        <button type="button" className="button" onClick={() => decide('granted')}>Accept</button>
      </span>
    </div>
  );
}
