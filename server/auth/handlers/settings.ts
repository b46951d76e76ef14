// The small public endpoints: /settings (what sign-in methods exist), /health, the JWKS
// (empty: tokens are HS256), /authorize (no OAuth provider is configured locally, so the
// user is sent back with a clear provider_disabled error) and identity linking (disabled).
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { AuthError, notFound, validationFailed } from '../errors.ts';
import { resolveRedirect, withFragment } from '../links.ts';
import { asAuthenticated } from './user.ts';

const PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
  'google', 'kakao', 'keycloak', 'linkedin_oidc', 'notion', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom',
];

function settings(ctx: ServerContext) {
  const external: Record<string, boolean> = Object.fromEntries(PROVIDERS.map((name) => [name, false]));
  return {
    external: { ...external, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

const PROVIDER_DISABLED = 'Unsupported provider: provider is not enabled';

/** GET /authorize: every OAuth provider is disabled here. */
function authorize(ctx: ServerContext, c: Context): Response {
  const provider = c.req.query('provider') ?? '';
  if (provider === '') throw validationFailed('Unsupported provider: missing provider');
  const requested = c.req.query('redirect_to');
  if (!requested) throw new AuthError(400, 'validation_failed', PROVIDER_DISABLED);
  const target = withFragment(resolveRedirect(ctx, c, requested), {
    error: 'invalid_request',
    error_code: 'provider_disabled',
    error_description: PROVIDER_DISABLED,
  });
  return c.redirect(target, 303);
}

export function settingsRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/settings', (c) => c.json(settings(ctx)));
  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  );
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
  app.get('/authorize', (c) => authorize(ctx, c));
  app.get('/user/identities/authorize', async (c) => {
    await asAuthenticated(ctx, c, async () => undefined);
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  });
  app.delete('/user/identities/:id', async (c) => {
    await asAuthenticated(ctx, c, async () => undefined);
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  });
}
