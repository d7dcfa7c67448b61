// The demo site settings: settings/site (public) and settings/private (administrators only). Plain data, no Firebase,
// merged into DEMO_CONTENT (demoData.mjs). The app saves them through the saveSettings callable; the seed writes them directly.
// The About text and qualifications below are the demo's: the owner replaces them in /admin/settings.

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_SETTINGS_DOCUMENTS = Object.freeze({
  'settings/site': {
    practiceName: 'Willow Wellness Practice',
    ownerName: 'Alex Morgan',
    contactEmail: 'hello@willow-wellness.example',
    phone: '0113 496 0000',
    address: 'Willow Wellness Practice\n12 Demo Street\nLeeds\nLS1 1AA',
    about:
      'This is demonstration text: the owner replaces it in Site settings.\n\n' +
      'The practice is for adults who feel stretched thin: people living with stress, low mood or the after-effects of difficult experiences, ' +
      'and people who want practical tools to look after themselves between the demands of work and home.\n\n' +
      'We offer one-to-one sessions, short courses and free resources. We are not an emergency service and we do not diagnose: ' +
      'if you need urgent help, see the Need help now? page.',
    approach:
      'Demonstration text, to be edited by the owner.\n\n' +
      'Our approach is trauma-informed: you set the pace, you choose what to share, and we explain what we are doing and why. ' +
      'Sessions combine coaching, grounding skills and, where it suits you, Indian head massage. ' +
      'We work alongside your GP and other services rather than instead of them.',
    qualifications:
      'Demonstration entries (the owner lists their own):\nDiploma in Wellness Coaching\nVTCT Level 3 Certificate in Indian Head Massage\nMember of a professional body (to be added)',
    icoRegistration: '',
    draftRetentionDays: 180,
    auditRetentionDays: 2190,
    mailRetentionDays: 30,
  },
  // no legal reason: audit entries are kept the full six years
  'settings/private': { legalReason: '' },
});
