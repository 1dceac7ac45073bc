// Auth.js with Sesame as a generic OpenID Connect provider. In a Next.js app this is what
// `NextAuth(authConfig())` takes (next-auth v5); here the route handlers call @auth/core directly.
// Register SITE_URL/api/auth/callback/sesame as a redirect URI of the app.
export function authConfig(env = process.env) {
  return {
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustHost: true,
    providers: [
      {
        id: 'sesame',
        name: 'Sesame',
        type: 'oidc',
        issuer: env.SESAME_ISSUER,
        clientId: env.SESAME_CLIENT_ID,
        clientSecret: env.SESAME_CLIENT_SECRET,
        authorization: { params: { scope: 'openid email phone profile' } },
        checks: ['pkce', 'state', 'nonce'],
      },
    ],
  };
}
