import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { membersFilterParams, parseMembersFilter, type MembersFilter } from '@model';
import { Page } from '../../../../ui';
import { useMembersPage, type MembersCursor } from '../../api/members-list';
import { MembersTable } from './MembersTable';
import {
  FLAG_CHOICES,
  ONBOARDING_CHOICES,
  PLAN_CHOICES,
  ROLE_CHOICES,
  SEARCH_DEBOUNCE_MS,
  emptyText,
  pageText,
} from './member-list-words';
import './members.css';

const SKELETON_ROWS = 5;

function MembersSkeleton() {
  return (
    <div>
      <p role="status" className="visually-hidden">Loading members…</p>
      <ul className="ml-skeleton" aria-hidden="true" data-testid="members-skeleton">
        {Array.from({ length: SKELETON_ROWS }, (_, n) => (
          <li key={n}>
            <span className="ml-skeleton-line ml-wide" />
            <span className="ml-skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Search as you type: the address follows SEARCH_DEBOUNCE_MS after the last key (Enter: at once). */
function MembersSearch({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const [text, setText] = useState(q);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // the address changed by itself (back, a link): show what it says (not while it follows the typing)
  const typed = useRef(text);
  typed.current = text;
  useEffect(() => {
    if (typed.current.trim() !== q) setText(q);
  }, [q]);
  useEffect(() => {
    if (text.trim() === q) return undefined;
    const timer = window.setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="ml-search" onSubmit={submit}>
      <label>
        Search by name or email
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" spellCheck={false} aria-describedby="ml-search-help" />
      </label>
      <button type="submit" className="button secondary">Search</button>
      <p id="ml-search-help" className="muted ml-small ml-search-help">
        The start of a name (“sam”, “sam pat”), or of an email address with its @ (“sam@”).
      </p>
    </form>
  );
}

function Choice<T extends string>({ label, value, choices, onChange }: {
  label: string;
  value: T | null;
  choices: readonly { value: T | null; label: string }[];
  onChange(value: T | null): void;
}) {
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange((choices.find((choice) => (choice.value ?? '') === event.target.value)?.value ?? null))}>
        {choices.map((choice) => (
          <option key={choice.label} value={choice.value ?? ''}>{choice.label}</option>
        ))}
      </select>
    </label>
  );
}

function MembersFilters({ filter, onChange }: { filter: MembersFilter; onChange(filter: MembersFilter): void }) {
  return (
    <div className="ml-filters" role="group" aria-label="Filters">
      <Choice label="Membership" value={filter.plan} choices={PLAN_CHOICES} onChange={(plan) => onChange({ ...filter, plan })} />
      <Choice label="Onboarding" value={filter.onboarding} choices={ONBOARDING_CHOICES} onChange={(onboarding) => onChange({ ...filter, onboarding })} />
      <Choice label="Flagged responses" value={filter.flags} choices={FLAG_CHOICES} onChange={(flags) => onChange({ ...filter, flags })} />
      <Choice label="Role" value={filter.role} choices={ROLE_CHOICES} onChange={(role) => onChange({ ...filter, role })} />
    </div>
  );
}

/** Pages by Firestore cursors: Next pushes the page's `next`, Previous goes back one. A new filter starts at page 1. */
function MembersResults({ filter }: { filter: MembersFilter }) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState<{ filterKey: string; cursors: (MembersCursor | null)[] }>({ filterKey, cursors: [null] });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [null];
  const cursor = cursors[cursors.length - 1] ?? null;
  const list = useMembersPage(filter, cursor);
  const status = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // after Next / Previous, focus goes to the line saying which page this is (screen readers read it)
  useEffect(() => {
    if (!moved.current || list.isPlaceholderData || !list.data) return;
    moved.current = false;
    status.current?.focus();
  }, [list.data, list.isPlaceholderData]);

  const go = (next: (MembersCursor | null)[]) => {
    moved.current = true;
    setPaging({ filterKey, cursors: next });
  };

  if (list.isPending) return <MembersSkeleton />;
  if (!list.data) {
    return (
      <div className="alert" role="alert">
        <p>The members could not be loaded. {list.error?.message}</p>
        <button type="button" className="button secondary" onClick={() => void list.refetch()}>Try again</button>
      </div>
    );
  }
  const { members, next } = list.data;
  const updating = list.isPlaceholderData;
  const page = cursors.length;
  return (
    <>
      {list.isError ? (
        <div className="alert" role="alert">
          <p>The list could not be updated. {list.error?.message}</p>
          <button type="button" className="button secondary" onClick={() => void list.refetch()}>Try again</button>
        </div>
      ) : null}
      <p ref={status} tabIndex={-1} role="status" className="ml-status">
        {updating ? 'Updating the list…' : members.length === 0 ? emptyText(filter) : pageText(members.length, page, next !== null)}
      </p>
      {members.length > 0 ? (
        <div aria-busy={updating || undefined}>
          <MembersTable members={members} />
        </div>
      ) : null}
      {page > 1 || next ? (
        <nav className="ml-pager" aria-label="Pages of members">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus */}
          <button type="button" className="button secondary" aria-disabled={page === 1 || updating || undefined} onClick={() => (page > 1 && !updating ? go(cursors.slice(0, -1)) : undefined)}>
            Previous
          </button>
          <button type="button" className="button secondary" aria-disabled={!next || updating || undefined} onClick={() => (next && !updating ? go([...cursors, next]) : undefined)}>
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** /admin/members: every member, searched and filtered from the address (?q=&plan=&onboarding=&flags=&role=), each opening their record. */
export function AdminMembersPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseMembersFilter(params);
  const change = (next: MembersFilter) => setParams(membersFilterParams(next), { replace: true });
  return (
    <Page title="Members" intro="Every member of the practice: search by name or email, filter by membership, onboarding, open flags and role, and open a member’s record.">
      <MembersSearch q={filter.q} onSearch={(q) => change({ ...filter, q })} />
      <MembersFilters filter={filter} onChange={change} />
      <MembersResults filter={filter} />
    </Page>
  );
}
