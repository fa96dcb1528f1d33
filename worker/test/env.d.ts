declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../index');
  }
  interface Env {
    DB: D1Database;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    ADMIN_EMAIL: string;
    ADMIN_PASSWORD: string;
    JWT_SECRET: string;
    ENVIRONMENT?: string;
  }
}
