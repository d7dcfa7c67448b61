import { describe, expect, it } from 'vitest';
import { flagAlertMessage, flagDigestMessage, flagEscalationBatchMessage, flagEscalationMessage, memberInitials, moreFlagsMessage, type FlagAlertFacts } from './alert-mail.ts';
import { triageItemPath, triageResponseParam } from './triage-path.ts';

const facts: FlagAlertFacts = {
  initials: memberInitials('Jane Q Smith'),
  formTitle: 'Initial assessment',
  severity: 'urgent',
  raisedAt: new Date('2026-07-10T01:05:00Z'),
  link: 'https://practice.example/admin?response=r1',
};

describe('memberInitials', () => {
  it('gives the first and last initials only', () => {
    expect(memberInitials('Jane Q Smith')).toBe('J. S.');
    expect(memberInitials('  élodie ')).toBe('É.');
    expect(memberInitials('')).toBe('A member');
    expect(memberInitials(null)).toBe('A member');
  });
});

describe('flag alert emails', () => {
  it('name initials, form, severity, UK time and the link, and ask for acknowledgement', () => {
    const message = flagAlertMessage(facts, 4);
    expect(message.subject).toBe('Urgent flag raised: J. S., Initial assessment');
    expect(message.text).toContain('Member: J. S.');
    expect(message.text).toContain('Submitted: 10 Jul 2026, 02:05 (UK time)');
    expect(message.text).toContain('within 4 hours, it is escalated');
    expect(message.html).toContain('href="https://practice.example/admin?response=r1"');
    expect(message.text).not.toContain('Jane');
  });

  it('escape what a member or administrator typed in the HTML', () => {
    const message = flagAlertMessage({ ...facts, initials: memberInitials('<script> x'), formTitle: '<b>Form</b>' }, null);
    expect(message.html).toContain('&lt;b&gt;Form&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Form');
    expect(message.html).not.toContain('<script');
  });

  it('escalate, batch and warn of a flood in words', () => {
    expect(flagEscalationMessage(facts, 1).text).toContain('has not been acknowledged for 1 hour.');
    expect(flagEscalationBatchMessage([facts, facts], 4, 'https://practice.example/admin').subject).toBe('Not yet acknowledged: 2 urgent flags');
    expect(moreFlagsMessage(20, new Date('2026-11-29T10:00:00Z'), 'https://practice.example/admin').text)
      .toMatch(/^More flags than usual are being raised: 20 alerts have been sent since 29 Nov 2026, 10:00 \(UK time\)/);
  });
});

describe('flagDigestMessage', () => {
  it('lists open flags oldest first with their age, and counts the rest', () => {
    const older = { ...facts, initials: 'A. B.', raisedAt: new Date('2026-07-07T09:00:00Z'), severity: 'warning' as const };
    const message = flagDigestMessage([facts, older], 150, new Date('2026-07-10T08:00:00Z'), 'https://practice.example/admin');
    expect(message.subject).toBe('Daily digest: 150 open flags');
    const lines = message.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines[0]).toMatch(/^- Warning: A\. B\., Initial assessment, submitted 7 Jul 2026, 10:00 \(UK time\) \(3 days ago\)/);
    expect(lines[1]).toMatch(/^- Urgent: J\. S\./);
    expect(message.text).toContain('and 148 more in the triage queue.');
  });
});

describe('triage links', () => {
  it('name the response in the queue and read it back', () => {
    expect(triageItemPath('a b')).toBe('/admin?response=a%20b');
    expect(triageResponseParam('?response=a%20b')).toBe('a b');
    expect(triageResponseParam('')).toBeNull();
  });
});
