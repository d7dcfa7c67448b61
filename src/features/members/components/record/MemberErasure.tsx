import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { normaliseEmail } from '@model';
import { Dialog, Field } from '../../../../ui';
import { useEraseMember } from '../../api/member-erasure';
import { useSignedInUid } from '../../api/member-role';
import './member-erasure.css';

/** What an erasure deletes and keeps, as eraseMember does it (engine ERASURE_STEPS). */
function WhatHappens() {
  return (
    <>
      <p><strong>Deleted:</strong> their responses and drafts with flags and notes, reviewer notes about them, assigned forms, course progress, session bookings (the seats are given back), their profile and their sign-in account.</p>
      <p><strong>Kept, as the law requires:</strong> orders and payment records for accounting, with their name and email removed and their account replaced by a pseudonym; access and audit log entries, pseudonymised the same way; and one audit entry saying that an erasure happened (not what was erased).</p>
    </>
  );
}

/**
 * The member record's "Carry out an erasure request": the administrator types the member's email
 * to confirm, eraseMember runs (resumable on the server: a failure part-way is finished by trying
 * again), then the dialog says it is done and leads back to the members list. Not offered on the
 * administrator's own record (members delete their own account from My data).
 */
export function MemberErasure({ memberId, name, email }: { memberId: string; name: string; email: string | null }) {
  const { erase, forgetMember } = useEraseMember(memberId);
  const me = useSignedInUid();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const inputId = useId();
  const focusInput = () => document.getElementById(inputId)?.focus();

  if (me === memberId) return null;

  const start = () => {
    erase.reset();
    setTyped('');
    setMismatch(null);
    setOpen(true);
  };
  const cancel = () => {
    if (!erase.isPending) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = normaliseEmail(typed);
    // The server checks too; a typo is caught here without a round trip, and nothing is lost.
    if (!entered) {
      setMismatch('Type the member’s email address to confirm.');
      focusInput();
      return;
    }
    if (email && entered !== normaliseEmail(email)) {
      setMismatch(`That is not ${name}’s email address. Type ${email} exactly.`);
      focusInput();
      return;
    }
    setMismatch(null);
    erase.mutate(typed.trim());
  };
  const backToMembers = () => {
    forgetMember();
    void navigate('/admin/members');
  };

  return (
    <section className="card mr-card mr-no-print" aria-labelledby="mr-erasure">
      <h2 id="mr-erasure">Erasure</h2>
      <p className="muted">When {name} asks for their data to be deleted, carry out the request here. It cannot be undone.</p>
      <p>
        <button type="button" className="button erasure-danger" onClick={start}>Carry out an erasure request</button>
      </p>
      {open && erase.isSuccess ? (
        <Dialog key="done" title="Erasure carried out" onCancel={backToMembers}>
          <p role="status">{name}’s data has been erased and their account deleted. Their kept records now carry the pseudonym <code>{erase.data.pseudonym}</code>.</p>
          <div className="erasure-dialog-actions">
            <button type="button" className="button" data-autofocus onClick={backToMembers}>Back to the members list</button>
          </div>
        </Dialog>
      ) : open ? (
        <Dialog key="confirm" title={`Erase ${name}’s data?`} onCancel={cancel} alert={erase.isError}>
          <form onSubmit={submit} noValidate>
            <WhatHappens />
            <Field
              id={inputId}
              label="The member’s email address"
              hint={email ? `Type ${email} to confirm this is the right member.` : 'Type the email address of their account to confirm.'}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={mismatch}
              disabled={erase.isPending}
              data-autofocus
            />
            {erase.isError ? (
              <p className="alert" role="alert">Not erased: {erase.error.message}</p>
            ) : null}
            {erase.isPending ? <p role="status" className="muted">Erasing… this can take a minute. Keep this page open.</p> : null}
            <div className="erasure-dialog-actions">
              <button type="submit" className="button erasure-danger" disabled={erase.isPending}>
                {erase.isPending ? 'Erasing…' : erase.isError ? 'Try again' : 'Erase their data'}
              </button>
              <button type="button" className="button secondary" disabled={erase.isPending} onClick={cancel}>Cancel</button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
