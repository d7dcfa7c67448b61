import { loadSiteSettings, type SiteSettings } from '../../api/site-settings';
import { useLoad } from '../../../../ui/use-load';
import { lines, telHref } from './practice-text';

/** The site settings for a public page: read once per page load (the data layer caches it), with retry. */
export function usePractice() {
  const [state, retry] = useLoad(() => loadSiteSettings(), 'site-settings');
  const settings = state.status === 'ready' ? state.data : null;
  return { state, settings, retry };
}

/**
 * The page's own words stay readable while the practice's details load or fail: this says which,
 * with a way to try again (the text around it reads "the practice" until the details arrive).
 */
export function PracticeStatus({ state, retry }: Pick<ReturnType<typeof usePractice>, 'state' | 'retry'>) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the practice’s details…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="alert practice-status" role="alert">
        <p>We could not load the practice’s name and contact details. {state.message}</p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** The practice's name, email, phone and address (each a link where it can be). */
export function PracticeContact({ settings }: { settings: SiteSettings }) {
  const address = lines(settings.address);
  return (
    <address className="practice-contact">
      <strong>{settings.practiceName}</strong>
      {settings.ownerName ? <span>{settings.ownerName}</span> : null}
      <span>
        Email: <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
      </span>
      {settings.phone ? (
        <span>
          Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
        </span>
      ) : null}
      {address.length > 0 ? <span>{address.join(', ')}</span> : null}
    </address>
  );
}

/** "the practice" until the practice's name is known. */
export const practiceName = (settings: SiteSettings | null) => settings?.practiceName ?? 'the practice';
