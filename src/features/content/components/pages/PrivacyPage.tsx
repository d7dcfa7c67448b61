import { retentionInWords } from '@model';
import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { PracticeContact, PracticeStatus, practiceName, usePractice } from './use-practice';
import './pages.css';

/**
 * `/Privacy`: the UK GDPR privacy notice. The controller's name, contact and ICO number and the
 * retention periods come from settings/site (the retention function deletes by the same numbers);
 * what erasure keeps matches model/members/member-data.ts.
 */
export function PrivacyPage() {
  const { state, settings, retry } = usePractice();
  const name = practiceName(settings);
  const email = settings ? <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a> : 'the email address below';
  return (
    <Page title="Privacy notice" intro="What information we hold about you, why, how long for, and the rights you have over it.">
      <div className="prose">
        <PracticeStatus state={state} retry={retry} />

        <h2>Who is responsible for your information</h2>
        <p>
          {settings ? <strong>{name}</strong> : name} is the controller of your personal information under the UK General Data Protection Regulation
          (UK GDPR) and the Data Protection Act 2018.
          {settings?.ownerName ? ` ${settings.ownerName} is the person to contact about it.` : ''} You can reach us at {email}.
          {settings?.icoRegistration ? ` Our registration number with the Information Commissioner’s Office (ICO) is ${settings.icoRegistration}.` : ''}
        </p>

        <h2>What we collect</h2>
        <ul>
          <li><strong>Your account</strong>: your name, email address and password (stored only in a scrambled form we cannot read).</li>
          <li><strong>Your profile</strong>: the details you choose to add, such as a phone number, and your choices about consent.</li>
          <li>
            <strong>Your health information</strong>: your answers to our questionnaires and consultation forms, the scores worked out from them, and
            notes the practitioner writes about them.
          </li>
          <li><strong>Courses and sessions</strong>: the courses you join and your progress, and the sessions you book.</li>
          <li>
            <strong>Orders and payments</strong>: what you bought, when and for how much, and the words you ticked asking for access straight away
            (which end the 14-day right to cancel once you open what you bought). Your card details go to Stripe, our payment provider: we never see
            them.
          </li>
          <li><strong>Records we keep for your protection</strong>: a log of who at the practice opened your record, and of consent you gave or withdrew.</li>
        </ul>

        <h2>Your health information</h2>
        <p>
          Information about your physical or mental health is “special category data” under Article 9 of the UK GDPR. We only collect it with your{' '}
          <strong>explicit consent</strong>, which we ask for separately from anything else, naming the kind of information, before you answer any health
          questions. We record when you gave it and which version of this notice you saw.
        </p>
        <p>
          You can withdraw your consent at any time from your <Link to="/dashboard">dashboard</Link>, as easily as you gave it. We then stop collecting
          health information from you. Withdrawing does not delete what you already gave us: to have it deleted, ask us to erase your data (see “Your
          rights” below).
        </p>

        <h2>Why we use it, and our lawful bases</h2>
        <ul>
          <li><strong>To provide what you signed up for</strong> (your account, courses, membership and bookings): this is needed for our contract with you.</li>
          <li><strong>To support you with your health and wellbeing</strong> (your questionnaires and the practitioner’s notes): your explicit consent.</li>
          <li><strong>To keep sales records</strong> that UK tax law requires: our legal obligation.</li>
          <li>
            <strong>To keep the site and your information secure</strong>, and to log who opened your record: our legitimate interest in protecting you and
            the practice.
          </li>
          <li><strong>To understand how the site is used</strong> (analytics cookies): only if you agree.</li>
        </ul>
        <p>
          We never sell your information or use it for advertising. Scores from questionnaires are worked out automatically, but every decision about your
          support is made by a person.
        </p>

        <h2>Who we share it with</h2>
        <p>We use two service providers (“processors”) who handle information for us, under contracts that require them to keep it safe:</p>
        <ul>
          <li>
            <strong>Google Firebase</strong> (Google Cloud) runs the site, your sign-in and our database. Your information is stored in Google’s London
            data centres (region europe-west2).
          </li>
          <li>
            <strong>Stripe</strong> takes payments. Stripe also keeps some payment information itself, as the law requires of payment companies.
          </li>
        </ul>
        <p>We only share your information with anyone else if the law requires it, or to protect someone from serious harm.</p>

        <h2>Transfers outside the UK</h2>
        <p>
          Our database is in the UK, but Google and Stripe are international companies and may access or process some information in the United States or
          other countries, for example for support or security. When they do, it is protected by the UK’s legal safeguards: the UK–US “data bridge”, or the
          UK’s International Data Transfer Agreement or Addendum. Ask us if you would like to know more.
        </p>

        <h2>How long we keep it</h2>
        <ul>
          <li><strong>Your account, profile, health information, courses and bookings</strong>: while you have an account. They are deleted when you delete your account.</li>
          <li>
            <strong>Unfinished questionnaires</strong> (drafts): deleted after {settings ? retentionInWords(settings.draftRetentionDays) : 'a set period'}{' '}
            without changes.
          </li>
          <li>
            <strong>Logs of activity and access</strong>: kept for {settings ? retentionInWords(settings.auditRetentionDays) : 'a set period'}, then deleted.
            If you delete your account, they are kept without your name until then.
          </li>
          <li>
            <strong>Records of emails we sent you</strong> (reminders, booking emails): deleted after {settings ? retentionInWords(settings.mailRetentionDays) : 'a set period'}.
          </li>
          <li><strong>Orders and payment records</strong>: six years, as UK tax law requires. They hold no health information.</li>
          <li><strong>Backups</strong>: our database backups are replaced on a rolling basis, so deleted information leaves them too.</li>
        </ul>

        <h2>Your rights</h2>
        <ul>
          <li>
            <strong>See your information</strong>: download a copy at any time from <Link to="/dashboard/my-data">Your data</Link> on your dashboard, or ask us.
          </li>
          <li><strong>Take it elsewhere</strong>: the download is a file other services can read.</li>
          <li><strong>Correct it</strong>: update your profile, or ask us to correct anything else.</li>
          <li>
            <strong>Have it erased</strong>: delete your account from <Link to="/dashboard/my-data">Your data</Link>, or ask us. We delete your information,
            keeping only what the law makes us keep (above).
          </li>
          <li><strong>Withdraw consent</strong> for health information from your dashboard, or for analytics cookies with “Cookie settings” at the foot of each page.</li>
          <li><strong>Object to</strong>, or ask us to <strong>restrict</strong>, how we use your information.</li>
        </ul>
        <p>
          To use any right, email {email}. We answer within one month, and it is free. We may ask you to confirm who you are first, to protect your
          information.
        </p>

        <h2>Complaints</h2>
        <p>
          Please tell us first if you are unhappy with how we have handled your information. You also have the right to complain to the Information
          Commissioner’s Office (ICO): visit <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a> or call{' '}
          <a href="tel:03031231113">0303 123 1113</a>.
        </p>

        <h2>Cookies and storage on your device</h2>
        <p>
          We use storage that is strictly necessary for the site to work: to keep you signed in, remember your cookie choice and keep a copy of a form you
          are filling in. These do not need your consent. Analytics cookies (Google Analytics) are only used if you accept them: the analytics code is not
          even loaded until you do. You can change your mind at any time with “Cookie settings” at the foot of each page.
        </p>

        <h2>Changes to this notice</h2>
        <p>If we change how we use your information, we will update this notice, and ask for your consent again where the change needs it.</p>

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
