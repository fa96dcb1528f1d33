declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../index');
  }
  interface Env {
    DB: D1Database;
    EMAIL: SendEmail;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    ADMIN_EMAIL: string;
    ADMIN_PASSWORD: string;
    JWT_SECRET: string;
    ENVIRONMENT?: string;
    BOOKING_LIMITER: RateLimit;
    LOGIN_LIMITER: RateLimit;
    DATA_REQUEST_LIMITER: RateLimit;
    MANAGE_LIMITER: RateLimit;
    LIVE: DurableObjectNamespace<import('../live/live-messages').LiveHub>;
  }
}
