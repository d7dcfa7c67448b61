import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** The SMTP server's address when none is configured (the local inbox, MailDev, on its default port). */
export const LOCAL_SMTP_URI = 'smtp://127.0.0.1:1025';

/**
 * The SMTP server emails go through: SMTP_CONNECTION_URI (a Secret Manager secret in production,
 * e.g. `smtps://user:password@smtp.provider.example:465`). Only the Functions emulator falls back
 * to the local inbox; a deployed function without it refuses to send (the mail is retried, then
 * ERROR with this reason), so a missing secret never sends anywhere by accident.
 */
export function smtpConnectionUri(): string {
  const configured = process.env.SMTP_CONNECTION_URI?.trim();
  if (configured) return configured;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return LOCAL_SMTP_URI;
  throw new Error('SMTP_CONNECTION_URI is not set: add it as a secret (see docs/mail.md).');
}

/** Who emails come from: MAIL_FROM (e.g. `"Calm Practice" <hello@practice.example>`). */
export const mailFrom = (): string => process.env.MAIL_FROM?.trim() || '"Wellness practice" <no-reply@wellness.invalid>';

type Transport = Transporter<SMTPPool.SentMessageInfo>;

interface SharedTransport {
  uri: string;
  transport: Transport;
  /** open MailTransport handles using it: closed when the last one closes */
  users: number;
}

let shared: SharedTransport | null = null;

function createTransport(uri: string): Transport {
  // the address's own query (e.g. ?maxConnections=2) wins over these defaults
  return nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...parseConnectionUrl(uri),
  } as SMTPPool.Options);
}

function release(entry: SharedTransport): void {
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.transport.close();
  if (shared === entry) shared = null;
}

/** A handle on the SMTP connections for one batch of sends; close it when the batch is done. */
export interface MailTransport {
  /** the pooled transport for the current SMTP_CONNECTION_URI (throws when none is configured) */
  get(): Transport;
  close(): void;
}

/**
 * Opens a handle on one pooled set of SMTP connections per server address, shared by batches
 * sending at the same time and closed when the last of them is done (no idle connections are
 * left open between invocations). Timeouts stay well inside MAIL_LEASE_MS, so a hung server fails
 * the attempt before the retry sweep may take the mail back.
 */
export function openMailTransport(): MailTransport {
  let held: SharedTransport | null = null;
  return {
    get() {
      const uri = smtpConnectionUri();
      if (held?.uri === uri) return held.transport;
      if (held) release(held);
      if (shared?.uri !== uri) shared = { uri, transport: createTransport(uri), users: 0 };
      shared.users += 1;
      held = shared;
      return held.transport;
    },
    close() {
      if (held) release(held);
      held = null;
    },
  };
}
