import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { PracticeContact, PracticeStatus, practiceName, usePractice } from './use-practice';
import './pages.css';

/**
 * `/Terms`: use of the site, courses, membership, sessions, cancellations and refunds, in plain
 * English and in line with UK consumer law (the Consumer Contracts Regulations 2013: 14 days to
 * cancel, and the digital-content waiver; the Consumer Rights Act 2015). The practice's name and
 * contact come from settings/site.
 */
export function TermsPage() {
  const { state, settings, retry } = usePractice();
  const name = practiceName(settings);
  const email = settings ? <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a> : 'the email address below';
  return (
    <Page title="Terms of use" intro="The agreement between you and us when you use this site, buy a course or membership, or book a session.">
      <div className="prose">
        <PracticeStatus state={state} retry={retry} />

        <h2>1. Who we are</h2>
        <p>
          This site is run by {name} (“we”, “us”). You can contact us by email at {email}. Our full details are at the end of these terms. These terms
          apply whenever you use the site. Please read them: if you do not agree, please do not use the site.
        </p>

        <h2>2. What we offer, and what we do not</h2>
        <p>
          We offer wellness coaching, trauma-informed support, training, courses, resources and sessions. We are not an emergency or crisis service, and
          nothing on this site is medical advice or a diagnosis. The questionnaires on the site are screening tools: their results help us support you and
          are never a diagnosis. Please keep seeing your GP or other health professionals for medical care.
        </p>
        <p>
          If you are in crisis, call 999 or go to A&amp;E, call NHS 111 (option 2), call Samaritans on 116 123, or text SHOUT to 85258. See{' '}
          <Link to="/overwhelmed">Need help now?</Link>
        </p>

        <h2>3. Your account</h2>
        <ul>
          <li>You need to be 18 or over to create an account.</li>
          <li>Give us accurate details and keep them up to date. Keep your password to yourself: you are responsible for what is done with your account.</li>
          <li>Do not misuse the site: no attempts to get into other people’s accounts or data, to break or overload the site, or to copy its content in bulk.</li>
          <li>
            You can close your account at any time from <Link to="/dashboard/my-data">Your data</Link> on your dashboard. We may suspend an account that
            breaks these terms, and will tell you why.
          </li>
        </ul>

        <h2>4. Courses and other digital content</h2>
        <p>
          When you buy a course, you get a personal licence to use it for your own learning for as long as we offer it. Please do not share your access or
          pass the materials on. Prices are shown in pounds and include VAT where it applies.
        </p>
        <h3 id="right-to-cancel">Your 14-day right to cancel</h3>
        <p>
          Under the Consumer Contracts Regulations 2013 you normally have 14 days after buying digital content to change your mind. A course opens
          straight away: before checkout you tick a box asking for access to start immediately and agreeing that{' '}
          <strong>you lose the right to cancel once you open the course</strong>; we confirm those words with your order and keep them with it. If you have not opened it, you can cancel within 14 days of buying it for a
          full refund: email us at {email}.
        </p>

        <h2 id="membership">5. Membership</h2>
        <ul>
          <li>Membership is a monthly or annual subscription. It renews automatically at the end of each period until you cancel it.</li>
          <li>We show the price per period before you pay. If the price changes, we will tell you at least 30 days before your next renewal, and you can cancel before then.</li>
          <li>
            You can cancel at any time. Your membership then stays active until the end of the period you have paid for, and you will not be charged again.
          </li>
          <li>
            You have 14 days from first joining to cancel for a full refund, as long as you have not yet used the members-only content. Before checkout
            you tick a box asking for access to start straight away: once you open members-only content, the right to cancel ends for the digital content
            you have used.
          </li>
        </ul>

        <h2>6. Sessions and bookings</h2>
        <p>
          You can cancel a booking from the <Link to="/sessions">sessions page</Link> at any time before the session starts, which frees your place for
          someone else. If we have to cancel or move a session, we will tell you as soon as we can and refund anything you paid for it.
        </p>

        <h2>7. Refunds</h2>
        <p>
          Where you are owed a refund, we pay it within 14 days of agreeing it, to the card or account you paid with. If digital content you bought is faulty
          or not as described, the Consumer Rights Act 2015 gives you the right to a repair or replacement and, if that is not possible, a refund. Nothing
          in these terms affects your legal rights.
        </p>

        <h2>8. Payments</h2>
        <p>
          Payments are taken by Stripe, our payment provider. We never see or store your full card details. Your order is confirmed once Stripe tells us the
          payment has gone through.
        </p>

        <h2>9. Our content</h2>
        <p>
          The courses, resources, videos, text and images on this site belong to us or the people who licensed them to us. You may use them for your own
          personal, non-commercial purposes only.
        </p>

        <h2>10. Our responsibility to you</h2>
        <p>
          We take care to make our content accurate and helpful, but we cannot promise it suits everyone’s situation. We are not responsible for losses that
          were not foreseeable, or for business losses. We do not limit our liability for death or personal injury caused by our negligence, for fraud, or
          for anything else the law does not allow us to limit.
        </p>

        <h2>11. Your personal information</h2>
        <p>
          How we collect and use your information, including health information, is explained in our <Link to="/Privacy">privacy notice</Link>.
        </p>

        <h2>12. Changes to these terms</h2>
        <p>We may update these terms from time to time. We will tell members about important changes by email before they take effect.</p>

        <h2>13. Problems, complaints and the law</h2>
        <p>
          If something is not right, please tell us first: we will try to put it right quickly. These terms are governed by the law of England and Wales. If
          you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts.
        </p>

        {settings ? (
          <>
            <h2>Contact details</h2>
            <PracticeContact settings={settings} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
