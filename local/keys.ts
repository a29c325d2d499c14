// Fixed development keys for the local stack ONLY (like the Supabase CLI's demo keys).
// They are public knowledge: never use them for a hosted project.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY0MTc2OTIwMCwiZXhwIjoxOTgzODEyOTk2fQ.uQ3DmXBtnGzFpliUshCgR6IadAZoZxkwZ_AQpxZ2PIE'

export const LOCAL_PORTS = {
  app: 5173,
  api: 54321,
  /** The mailbox's SMTP receiver (the Supabase CLI's Inbucket uses the same port). */
  smtp: 54325,
  clio: 54329,
  /** The mailer's one-click unsubscribe endpoint (RFC 8058). */
  mailer: 54326,
} as const
