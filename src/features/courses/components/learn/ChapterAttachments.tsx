import type { ChapterAttachment } from '@model';
import { safeUrl } from '../../../../ui/Markdown';

/** A chapter's attachments: links that open in a new tab without handing this page to the other site. */
export function ChapterAttachments({ attachments }: { attachments: readonly ChapterAttachment[] }) {
  // the Markdown's rule for links: no script or data addresses
  const links = attachments.filter((a) => safeUrl(a.url, 'href') !== null);
  if (links.length === 0) return null;
  return (
    <section className="learn-attachments" aria-labelledby="learn-attachments-title">
      <h2 id="learn-attachments-title">Attachments</h2>
      <ul>
        {links.map((a) => (
          <li key={`${a.url} ${a.title}`}>
            <a href={a.url} target="_blank" rel="noopener noreferrer">
              {a.title} <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
