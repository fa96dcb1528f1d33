import type { Env } from '../env';
import { DEV_VARS_EXAMPLE } from '../../shared/dev-vars-example';

const SECRET_MIN_LENGTH = { JWT_SECRET: 32, ADMIN_PASSWORD: 12 } as const;

type SecretName = 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'JWT_SECRET';

const HOW_TO_SET: Record<SecretName, string> = {
  ADMIN_EMAIL: 'Set it with `npx wrangler secret put ADMIN_EMAIL`.',
  ADMIN_PASSWORD: `Set it with \`npx wrangler secret put ADMIN_PASSWORD\` (at least ${SECRET_MIN_LENGTH.ADMIN_PASSWORD} characters).`,
  JWT_SECRET: `Set it with \`npx wrangler secret put JWT_SECRET\` (at least ${SECRET_MIN_LENGTH.JWT_SECRET} random characters, e.g. from \`openssl rand -base64 48\`).`,
};

function problem(env: Env, name: SecretName, strict: boolean): string | null {
  const value = env[name];
  if (!value) return 'is not set';
  if (!strict || name === 'ADMIN_EMAIL') return null;
  if (value === DEV_VARS_EXAMPLE[name]) return 'is the example value from .dev.vars.example';
  if (value.length < SECRET_MIN_LENGTH[name]) return `is shorter than ${SECRET_MIN_LENGTH[name]} characters`;
  return null;
}

const logged = new Set<string>();

/**
 * Why the admin side must not run with these secrets, or null when they will do. Outside
 * ENVIRONMENT=development a deploy that forgot `wrangler secret put`, or copied the example
 * values, would let anyone who read the repository sign in or mint tokens. A missing secret is
 * refused everywhere. The log says the same, once per isolate.
 */
export function weakSecretsError(env: Env): string | null {
  const strict = env.ENVIRONMENT !== 'development';
  const problems = (['JWT_SECRET', 'ADMIN_PASSWORD', 'ADMIN_EMAIL'] as const).flatMap((name) => {
    const why = problem(env, name, strict);
    return why ? [`${name} ${why}. ${HOW_TO_SET[name]}`] : [];
  });
  if (problems.length === 0) return null;
  const error = `Sign-in is disabled until the server's secrets are fixed: ${problems.join(' ')}`;
  if (!logged.has(error)) {
    logged.add(error);
    console.error(
      JSON.stringify({ level: 'error', event: 'weak-secrets', environment: env.ENVIRONMENT ?? null, error }),
    );
  }
  return error;
}
