/** For the reviewer, beside a flag that asks for the crisis routes: what to give the member (../shared/CARE.md). */
export function CrisisRoutesReminder() {
  return (
    <div className="triage-crisis" role="note" aria-label="Crisis routes for the member">
      <strong>The member was shown the UK crisis routes. If you reach them, make sure they know:</strong>
      <ul>
        <li>999 or A&amp;E in an emergency</li>
        <li>NHS 111, option 2, for urgent mental health help</li>
        <li>Samaritans 116 123 (free, 24 hours)</li>
        <li>Shout: text SHOUT to 85258</li>
      </ul>
    </div>
  );
}
