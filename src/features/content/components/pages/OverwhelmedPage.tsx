import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { CrisisRoutes } from '../../../../ui/CrisisRoutes';
import { telHref } from './practice-text';
import { usePractice } from './use-practice';
import './pages.css';

/**
 * `/overwhelmed`: calm and immediate. The crisis routes and the grounding exercise are static and
 * render first; only the practice's contact details come from settings, below them, so a slow or
 * failed read never holds back 999, 111, Samaritans or Shout.
 */
export function OverwhelmedPage() {
  return (
    <Page title="Feeling overwhelmed?" intro="You do not have to cope with this on your own. Help is free and there for you now.">
      <div className="prose">
        <CrisisRoutes />
        <section className="grounding card" aria-labelledby="grounding-title">
          <h2 id="grounding-title">A minute to steady yourself</h2>
          <p>If you are safe right now, try this. There is no right way to do it, and you can stop at any point.</p>
          <ol>
            <li>Put both feet flat on the floor and notice the ground holding you up.</li>
            <li>Breathe in slowly through your nose for a count of four.</li>
            <li>Hold gently for a count of four.</li>
            <li>Breathe out through your mouth for a count of six. Repeat three or four times.</li>
            <li>
              Look around and name, silently or out loud: <strong>5</strong> things you can see, <strong>4</strong> you can touch,{' '}
              <strong>3</strong> you can hear, <strong>2</strong> you can smell and <strong>1</strong> you can taste.
            </li>
          </ol>
          <p>Feelings this strong do pass, even when it does not seem that way. If they are not easing, please use one of the services above.</p>
        </section>
        <ContactThePractice />
      </div>
    </Page>
  );
}

function ContactThePractice() {
  const { state, settings, retry } = usePractice();
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title">Contact the practice</h2>
      <p>
        We are not an emergency service and may not see messages straight away: if you need help now, use the numbers above. For anything else,
        or to talk about support from us, get in touch and we will reply as soon as we can.
      </p>
      {settings ? (
        <p>
          Email <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          {settings.phone ? (
            <>
              {' '}
              or call <a href={telHref(settings.phone)}>{settings.phone}</a>
            </>
          ) : null}
          .
        </p>
      ) : state.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load our contact details just now. The numbers above are always available.</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Loading contact details…
        </p>
      )}
      <p>
        <Link to="/resources">Free resources</Link> · <Link to="/">Home</Link>
      </p>
    </section>
  );
}
