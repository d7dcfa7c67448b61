/**
 * The UK's urgent support routes (see /work/shared/CARE.md): static, so they show at once, even
 * offline or when nothing else loads. Numbers are tappable (tel:, and sms: with the keyword).
 * Imported by its own path.
 */
export function CrisisRoutes({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="crisis-routes card">
      <Heading>If you need help now</Heading>
      <ul>
        <li>
          <strong>In an emergency</strong>, or if you might act on thoughts of harming yourself: call <a href="tel:999">999</a> or go to
          your nearest A&amp;E.
        </li>
        <li>
          <strong>NHS 111</strong>: call <a href="tel:111">111</a> and choose option 2 for urgent mental health help, any time.
        </li>
        <li>
          <strong>Samaritans</strong>: call <a href="tel:116123">116 123</a>, free, 24 hours a day, every day.
        </li>
        <li>
          <strong>Shout</strong>: text <a href="sms:85258?body=SHOUT">SHOUT to 85258</a> for free, confidential text support, 24 hours a day.
        </li>
      </ul>
    </div>
  );
}
