export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: string;
  admin: boolean;
  onboarded: boolean;
  /** an SMS second factor on this number (an Ofcom drama number), enrolled by the seed */
  secondFactorPhone?: string;
}

export declare const DEMO_PASSWORDS: Readonly<{ admin: string; member: string }>;
/** One administrator, one onboarded member, one member who has not finished onboarding, a second onboarded member. */
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
export declare const HEALTH_NOTICE_VERSION: string;
/** users/{uid} document of a demo account (dates as JS Dates). */
export declare function demoUserDoc(account: DemoAccount): Record<string, unknown>;
/** Content documents keyed by full path. */
export declare const DEMO_CONTENT: Readonly<Record<string, Record<string, unknown>>>;
/** One line per demo course (id, access, audience or state, published chapters), for the seed's summary. */
export declare const DEMO_COURSES_SUMMARY: readonly string[];
/** One line per product and per demo member's membership, for the seed's summary. */
export declare const DEMO_SHOP_SUMMARY: readonly string[];
