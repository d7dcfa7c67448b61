import { useState } from 'react';
import { Dialog } from '../../../../ui';
import { useMemberRole, useSetAdministrator, useSignedInUid } from '../../api/member-role';
import './member-role.css';

/**
 * The member's role on their record: Member or Administrator, and Grant / Revoke through setAdmin
 * (audited on the server). A grant needs the member's verified email (the server says so when it
 * is not); a revoke ends their sessions. An administrator cannot remove their own role here.
 */
export function MemberRole({ memberId, name }: { memberId: string; name: string }) {
  const role = useMemberRole(memberId);
  const change = useSetAdministrator(memberId);
  const me = useSignedInUid();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  if (role.isPending) {
    return (
      <section className="card mr-card" aria-labelledby="mr-role">
        <h2 id="mr-role">Role</h2>
        <p className="muted" role="status">Loading the member’s role…</p>
      </section>
    );
  }
  if (role.isError) {
    return (
      <section className="card mr-card" aria-labelledby="mr-role">
        <h2 id="mr-role">Role</h2>
        <div className="alert" role="alert">
          <p>The member’s role could not be loaded. {role.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void role.refetch()}>Try again</button>
        </div>
      </section>
    );
  }
  const isAdmin = role.data.isAdmin;
  const self = me === memberId;
  const grant = !isAdmin;
  const confirm = () =>
    change.mutate(grant, {
      onSuccess: (answer) => {
        setConfirming(false);
        setAnnouncement(grant
          ? `${name} is now an administrator. It takes effect the next time they sign in, or within the hour${answer.secondFactorEnrolled ? '' : ', once they have set up a second factor (they are asked first)'}.`
          : `${name} is no longer an administrator. Their sessions have ended; they keep a member’s access.`);
      },
    });
  const open = () => {
    change.reset();
    setAnnouncement('');
    setConfirming(true);
  };

  return (
    <section className="card mr-card" aria-labelledby="mr-role">
      <h2 id="mr-role">Role</h2>
      <p className="role-now">
        <span className="muted">Role: </span>
        <strong data-testid="member-role">{isAdmin ? 'Administrator' : 'Member'}</strong>
      </p>
      <p className="muted role-help">
        {isAdmin
          ? 'Administrators see every member’s record, responses and flags, run the practice’s content and shop, and grant or remove this role.'
          : 'Members see only their own account. Administrators see every member’s record and run the practice.'}
      </p>
      {self ? (
        <p className="notice">This is you. Another administrator can remove your role; you cannot remove it yourself, so the practice always keeps an administrator.</p>
      ) : (
        <p className="mr-no-print">
          <button type="button" className={grant ? 'button' : 'button secondary'} onClick={open}>
            {grant ? 'Make administrator' : 'Remove administrator role'}
          </button>
        </p>
      )}
      <p role="status" aria-live="polite" className="role-announcement">{announcement}</p>
      {confirming ? (
        <Dialog title={grant ? `Make ${name} an administrator?` : `Remove ${name}’s administrator role?`} onCancel={change.isPending ? () => undefined : () => setConfirming(false)}>
          {grant ? (
            <>
              <p>They will see every member’s record, responses and flags, change forms, content and the shop, and be able to grant or remove this role.</p>
              <p>Their email address must be verified. The role takes effect the next time they sign in, or within the hour. The change is recorded in the audit log.</p>
              <p>Before they can use the administration pages they must set up a second factor (a code by text message or from an authenticator app): the app asks them first.</p>
            </>
          ) : (
            <>
              <p>They will keep a member’s access only. Their sessions end on every device, so they will need to sign in again.</p>
              <p>The change is recorded in the audit log.</p>
            </>
          )}
          {change.isError ? <p className="alert" role="alert">{grant ? 'Not granted' : 'Not removed'}: {change.error.message}</p> : null}
          <div className="role-dialog-actions">
            {/* a grant starts on its button; a revoke on Cancel (the safe choice) */}
            <button type="button" className="button" data-autofocus={grant || undefined} disabled={change.isPending} onClick={confirm}>
              {change.isPending ? (grant ? 'Granting…' : 'Removing…') : grant ? 'Make administrator' : 'Remove the role'}
            </button>
            <button type="button" className="button secondary" data-autofocus={!grant || undefined} disabled={change.isPending} onClick={() => setConfirming(false)}>Cancel</button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
