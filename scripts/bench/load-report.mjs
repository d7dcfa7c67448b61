/**
 * The load bench's figures and verdicts (pure, unit-tested): what was stored against what was sent,
 * the triage queue against the flags the answers raise, the callable's latency, the table and the
 * targets. Reported; the run fails when a submission was lost or stored twice or a flag is missing.
 */
import { quantile } from './stats.mjs';

/** How a member sends their one submission. */
export const ROLES = ['once', 'retry', 'double'];

/**
 * Member `index`'s role: one in ten retries after a dropped reply (the same key sent again), one in
 * ten double-taps (two calls at once with one key), the rest submit once.
 */
export const roleOf = (index) => (index % 10 === 1 ? 'retry' : index % 10 === 2 ? 'double' : 'once');

/** Whether member `index` answers PHQ-9 item 9 above 0 (an urgent flag): one in five. */
export const raisesFlag = (index) => index % 5 === 0;

/**
 * What was stored against what was sent. `sent`: one {memberId, key} per member; `stored`: every
 * stored response of these members, {id, memberId}. Exactly once: the member's only response, at
 * their key; lost: none stored; duplicated: more than one, or one at another id.
 */
export function tallyStored(sent, stored) {
  const byMember = new Map();
  for (const response of stored) byMember.set(response.memberId, [...(byMember.get(response.memberId) ?? []), response.id]);
  const tally = { sent: sent.length, exactlyOnce: 0, lost: [], duplicated: [] };
  for (const { memberId, key } of sent) {
    const ids = byMember.get(memberId) ?? [];
    if (ids.length === 0) tally.lost.push(key);
    else if (ids.length === 1 && ids[0] === key) tally.exactlyOnce++;
    else tally.duplicated.push(key);
  }
  return tally;
}

/**
 * The triage queue against the flags: `expected` maps a response id to the flag ids its answers
 * raise (the engine's score); `queued` maps it to the open flag ids on its review document (absent
 * when there is none). Missing: every expected flag not open there, as "responseId/flagId".
 */
export function missingFlags(expected, queued) {
  const missing = [];
  let flags = 0;
  for (const [responseId, flagIds] of Object.entries(expected)) {
    const open = new Set(queued[responseId] ?? []);
    for (const flagId of flagIds) {
      flags++;
      if (!open.has(flagId)) missing.push(`${responseId}/${flagId}`);
    }
  }
  return { flags, missing };
}

/**
 * The JSON section from the driver's raw figures: `calls` (every call answered or failed, not the
 * deliberately dropped ones: {ms, error?}), `tally`, `flags`, the plan and timings.
 */
export function loadSection({ members, seconds, roles, calls, dropped, tally, flags, spreadMs, setupMs, warmupMs = null, maxInFlight = null, inFlightLimit = null }) {
  const answered = calls.filter((c) => !c.error).map((c) => c.ms);
  const errors = calls.filter((c) => c.error);
  const round = (n) => (n === null ? null : Math.round(n));
  return {
    members,
    seconds,
    roles,
    calls: calls.length,
    droppedReplies: dropped,
    latency: { p50Ms: round(quantile(answered, 0.5)), p95Ms: round(quantile(answered, 0.95)), maxMs: round(quantile(answered, 1)) },
    errors: errors.length,
    errorMessages: [...new Set(errors.map((c) => c.error))].slice(0, 5),
    stored: { sent: tally.sent, exactlyOnce: tally.exactlyOnce, lost: tally.lost.length, duplicated: tally.duplicated.length, lostKeys: tally.lost.slice(0, 10), duplicatedKeys: tally.duplicated.slice(0, 10) },
    triage: { flags: flags.flags, missing: flags.missing.length, missingFlags: flags.missing.slice(0, 10) },
    spreadMs: round(spreadMs),
    setupMs: round(setupMs),
    warmupMs: round(warmupMs),
    maxInFlight,
    inFlightLimit,
    // time calls waited for a free slot before being sent (not in the latency above)
    waitP95Ms: calls.some((c) => typeof c.waitMs === 'number') ? round(quantile(calls.map((c) => c.waitMs ?? 0), 0.95)) : null,
  };
}

/** Whether the stack held: every submission stored exactly once and every flag in the triage queue. */
export const loadHeld = (section) =>
  section.stored.exactlyOnce === section.stored.sent && section.stored.lost === 0 && section.stored.duplicated === 0 && section.triage.missing === 0;

/** Pure: the verdicts. */
export function loadTargets(section) {
  const s = section.stored;
  return [
    {
      target: `${section.members} members' submissions within ${section.seconds} s: every one stored exactly once`,
      met: s.exactlyOnce === s.sent && s.lost === 0 && s.duplicated === 0,
      detail: `${s.exactlyOnce} of ${s.sent} exactly once; ${s.lost} lost${s.lost ? ` (${s.lostKeys.join(', ')})` : ''}; ${s.duplicated} duplicated${s.duplicated ? ` (${s.duplicatedKeys.join(', ')})` : ''}`,
    },
    {
      target: 'every flag raised is in the triage queue',
      met: section.triage.missing === 0,
      detail: `${section.triage.flags - section.triage.missing} of ${section.triage.flags} flags open on their review documents${section.triage.missing ? `; missing: ${section.triage.missingFlags.join(', ')}` : ''}`,
    },
  ];
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** Pure: the printed table. */
export function formatLoadTable(section) {
  const l = section.latency;
  const r = section.roles;
  return [
    `Load (${section.members} members, one submission each within ${section.seconds} s, through submitResponse on the emulators)`,
    `  members: ${r.once} submit once, ${r.retry} retry after a dropped reply, ${r.double} double-tap`,
    `  calls: ${section.calls} answered or failed (${plural(section.droppedReplies, 'reply', 'replies')} dropped on purpose), ${plural(section.errors, 'error', 'errors')}${section.errors ? `: ${section.errorMessages.join(' | ')}` : ''}`,
    `  submitResponse latency: p50 ${l.p50Ms ?? '—'} ms, p95 ${l.p95Ms ?? '—'} ms, max ${l.maxMs ?? '—'} ms; first call to last reply ${(section.spreadMs / 1000).toFixed(1)} s${typeof section.maxInFlight === 'number' ? `; at most ${section.maxInFlight} calls in flight at once${section.inFlightLimit ? ` (limit ${section.inFlightLimit}${typeof section.waitP95Ms === 'number' ? `; waits for a free slot p95 ${section.waitP95Ms} ms` : ''})` : ''}` : ''}`,
    `  stored: ${section.stored.exactlyOnce} of ${section.stored.sent} exactly once, ${section.stored.lost} lost, ${section.stored.duplicated} duplicated`,
    `  triage queue: ${section.triage.flags - section.triage.missing} of ${section.triage.flags} flags open`,
    `  (accounts created and consented beforehand in ${(section.setupMs / 1000).toFixed(1)} s${typeof section.warmupMs === 'number' ? `, submitResponse's first workers started in ${(section.warmupMs / 1000).toFixed(1)} s` : ''}, not timed above)`,
  ].join('\n');
}
