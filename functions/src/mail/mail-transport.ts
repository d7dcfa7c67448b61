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

let cached: { uri: string; transport: Transporter<SMTPPool.SentMessageInfo> } | null = null;

/**
 * One pooled SMTP connection set per server address, reused across sends in the same instance.
 * Timeouts stay well inside MAIL_LEASE_MS, so a hung server fails the attempt before the retry
 * sweep may take the mail back.
 */
export function mailTransport(): Transporter<SMTPPool.SentMessageInfo> {
  const uri = smtpConnectionUri();
  if (cached?.uri === uri) return cached.transport;
  cached?.transport.close();
  // the address's own query (e.g. ?maxConnections=2) wins over these defaults
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...parseConnectionUrl(uri),
  } as SMTPPool.Options);
  cached = { uri, transport };
  return transport;
}
