import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { lines, paragraphs } from './practice-text';
import { PracticeContact, PracticeStatus, usePractice } from './use-practice';
import './pages.css';

/** `/about`: who the practice is for, its approach and the practitioner's qualifications, all from settings/site. */
export function AboutPage() {
  const { state, settings, retry } = usePractice();
  const about = settings ? paragraphs(settings.about) : [];
  const approach = settings ? paragraphs(settings.approach) : [];
  const qualifications = settings ? lines(settings.qualifications) : [];
  return (
    <Page title={settings ? `About ${settings.practiceName}` : 'About us'}>
      <div className="prose">
        <PracticeStatus state={state} retry={retry} />
        {settings ? (
          <>
            <section aria-labelledby="about-who">
              <h2 id="about-who">Who we are for</h2>
              {about.length > 0 ? (
                about.map((p, i) => <p key={i}>{p}</p>)
              ) : (
                <p>
                  {settings.practiceName} is a UK wellness and training practice for adults who want support with stress, low mood and the after-effects
                  of difficult experiences, and for anyone who wants practical ways to look after themselves.
                </p>
              )}
            </section>
            <section aria-labelledby="about-approach">
              <h2 id="about-approach">Our approach</h2>
              {approach.length > 0 ? (
                approach.map((p, i) => <p key={i}>{p}</p>)
              ) : (
                <p>
                  We work in a trauma-informed way: you set the pace, you decide what to share, and we explain what we are doing and why. We work
                  alongside your GP and other services, never instead of them.
                </p>
              )}
            </section>
            <section aria-labelledby="about-qualifications">
              <h2 id="about-qualifications">Qualifications and memberships</h2>
              {qualifications.length > 0 ? (
                <ul>
                  {qualifications.map((q, i) => (
                    <li key={i}>{q}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">Ask us about the practitioner’s qualifications and professional memberships: we are glad to share them.</p>
              )}
            </section>
            <section aria-labelledby="about-contact">
              <h2 id="about-contact">Get in touch</h2>
              <PracticeContact settings={settings} />
            </section>
          </>
        ) : null}
        <p>
          <Link to="/courses">Browse courses</Link> · <Link to="/sessions">Upcoming sessions</Link> · <Link to="/overwhelmed">Need help now?</Link>
        </p>
      </div>
    </Page>
  );
}
