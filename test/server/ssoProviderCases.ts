import { expect } from 'vitest';
import type { SsoChannel } from '../../contract/sso';
import type { SsoProfile } from '../../server/sso/SsoProfile';
import type { Recorded } from './ssoFakes';

/**
 * What each provider's documentation says: its authorization endpoint and parameters, how the
 * client authenticates at its token endpoint, what its ID token or API answers look like (the
 * examples of its docs), and the profile Sesame must make of them.
 */
export interface Case {
  /** The documented authorization endpoint, scope and extra parameters. */
  authorize: string;
  scope?: string;
  extra?: Record<string, string>;
  /** How the documentation says the client authenticates at the token endpoint, and the body type. */
  auth: 'basic' | 'post';
  json?: boolean;
  /** OpenID Connect: the ID token's claims (signed with `alg`) and where the provider publishes its keys. */
  idToken?: { claims: Record<string, unknown>; alg?: 'RS256' | 'ES256'; jwks: string };
  tokenExtra?: Record<string, unknown>;
  /** Provider APIs: `host/path` → answer; each must be called with the bearer token. */
  api?: Record<string, (req: Recorded) => unknown>;
  callbackExtra?: Record<string, string>;
  expected: SsoProfile;
}

export const MS_PERSONAL = '9188040d-6c67-4c5b-b112-36a304b66dad';

export const CASES: Record<SsoChannel, Case> = {
  GMAIL: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
    auth: 'post',
    idToken: {
      jwks: 'www.googleapis.com/oauth2/v3/certs',
      claims: {
        iss: 'https://accounts.google.com',
        sub: '110169484474386276334',
        email: 'ada@gmail.com',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/ada',
      },
    },
    expected: profile(
      'https://accounts.google.com',
      '110169484474386276334',
      'ada@gmail.com',
      true,
      'Ada Lovelace',
      'https://lh3.googleusercontent.com/a/ada',
    ),
  },
  APPLE_EMAIL: {
    authorize: 'https://appleid.apple.com/auth/authorize',
    scope: 'name email',
    extra: { response_mode: 'form_post' },
    auth: 'post',
    idToken: {
      jwks: 'appleid.apple.com/auth/keys',
      claims: {
        iss: 'https://appleid.apple.com',
        sub: '001234.abcdef.1234',
        email: 'x7y8@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
      },
    },
    callbackExtra: {
      user: JSON.stringify({
        name: { firstName: 'Grace', lastName: 'Hopper' },
        email: 'x7y8@privaterelay.appleid.com',
      }),
    },
    expected: profile(
      'https://appleid.apple.com',
      '001234.abcdef.1234',
      'x7y8@privaterelay.appleid.com',
      true,
      'Grace Hopper',
    ),
  },
  MICROSOFT_SSO: {
    authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    scope: 'openid email profile',
    auth: 'post',
    idToken: {
      jwks: 'login.microsoftonline.com/common/discovery/v2.0/keys',
      claims: {
        iss: `https://login.microsoftonline.com/${MS_PERSONAL}/v2.0`,
        tid: MS_PERSONAL,
        sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
        email: 'alan@outlook.com',
        name: 'Alan Turing',
      },
    },
    expected: profile(
      `https://login.microsoftonline.com/${MS_PERSONAL}/v2.0`,
      'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      'alan@outlook.com',
      true,
      'Alan Turing',
    ),
  },
  LINKEDIN_SSO: {
    authorize: 'https://www.linkedin.com/oauth/v2/authorization',
    scope: 'openid profile email',
    auth: 'post',
    idToken: {
      jwks: 'www.linkedin.com/oauth/openid/jwks',
      claims: {
        iss: 'https://www.linkedin.com/oauth',
        sub: '782bbtaQ',
        email: 'doe@example.com',
        email_verified: true,
        name: 'John Doe',
        picture: 'https://media.licdn.com/doe',
      },
    },
    expected: profile(
      'https://www.linkedin.com/oauth',
      '782bbtaQ',
      'doe@example.com',
      true,
      'John Doe',
      'https://media.licdn.com/doe',
    ),
  },
  TWITTER: {
    authorize: 'https://x.com/i/oauth2/authorize',
    scope: 'users.read tweet.read',
    auth: 'basic',
    api: {
      'api.x.com/2/users/me': (req) => {
        expect(req.query.get('user.fields')).toBe('profile_image_url');
        return {
          data: {
            id: '2244994945',
            name: 'X Dev',
            username: 'XDevelopers',
            profile_image_url: 'https://pbs.twimg.com/x.jpg',
          },
        };
      },
    },
    expected: profile(
      'https://x.com',
      '2244994945',
      undefined,
      false,
      'X Dev',
      'https://pbs.twimg.com/x.jpg',
    ),
  },
  FACEBOOK_SSO: {
    authorize: 'https://www.facebook.com/v23.0/dialog/oauth',
    scope: 'email public_profile',
    auth: 'post',
    api: {
      'graph.facebook.com/v23.0/me': (req) => {
        expect(req.query.get('fields')).toBe('id,name,email,picture.type(large)');
        return {
          id: '10158',
          name: 'Mark',
          email: 'mark@example.com',
          picture: { data: { url: 'https://fb.example/p.jpg' } },
        };
      },
    },
    expected: profile(
      'https://www.facebook.com',
      '10158',
      'mark@example.com',
      false,
      'Mark',
      'https://fb.example/p.jpg',
    ),
  },
  SLACK_SSO: {
    authorize: 'https://slack.com/openid/connect/authorize',
    scope: 'openid email profile',
    auth: 'post',
    tokenExtra: { ok: true },
    idToken: {
      jwks: 'slack.com/openid/connect/keys',
      claims: {
        iss: 'https://slack.com',
        sub: 'U0R7JM',
        email: 'krane@slack-corp.com',
        email_verified: true,
        name: 'krane',
        picture: 'https://secure.gravatar.com/krane.jpg',
        'https://slack.com/team_id': 'T0R7GR',
      },
    },
    expected: profile(
      'https://slack.com',
      'U0R7JM',
      'krane@slack-corp.com',
      true,
      'krane',
      'https://secure.gravatar.com/krane.jpg',
    ),
  },
  DISCORD_SSO: {
    authorize: 'https://discord.com/oauth2/authorize',
    scope: 'identify email',
    auth: 'basic',
    api: {
      'discord.com/api/users/@me': () => ({
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
        email: 'nelly@discord.com',
        verified: true,
      }),
    },
    expected: profile(
      'https://discord.com',
      '80351110224678912',
      'nelly@discord.com',
      true,
      'Nelly',
      'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    ),
  },
  GITHUB_SSO: {
    authorize: 'https://github.com/login/oauth/authorize',
    scope: 'read:user user:email',
    auth: 'post',
    tokenExtra: { scope: 'read:user,user:email' },
    api: {
      'api.github.com/user': (req) => {
        githubHeaders(req);
        return {
          id: 583231,
          login: 'octocat',
          name: 'The Octocat',
          email: 'public@octocat.example',
          avatar_url: 'https://avatars.githubusercontent.com/u/583231',
        };
      },
      'api.github.com/user/emails': (req) => {
        githubHeaders(req);
        return [
          { email: 'old@octocat.example', primary: false, verified: true, visibility: null },
          { email: 'octocat@github.com', primary: true, verified: true, visibility: 'private' },
        ];
      },
    },
    expected: profile(
      'https://github.com',
      '583231',
      'octocat@github.com',
      true,
      'The Octocat',
      'https://avatars.githubusercontent.com/u/583231',
    ),
  },
  GITLAB_SSO: {
    authorize: 'https://gitlab.com/oauth/authorize',
    scope: 'openid email profile',
    auth: 'post',
    idToken: {
      jwks: 'gitlab.com/oauth/discovery/keys',
      claims: {
        iss: 'https://gitlab.com',
        sub: '1234',
        email: 'dz@gitlab.example',
        email_verified: true,
        name: 'Dmitriy',
        nickname: 'dz',
        picture: 'https://gitlab.com/dz.png',
      },
    },
    expected: profile(
      'https://gitlab.com',
      '1234',
      'dz@gitlab.example',
      true,
      'Dmitriy',
      'https://gitlab.com/dz.png',
    ),
  },
  BITBUCKET_SSO: {
    authorize: 'https://bitbucket.org/site/oauth2/authorize',
    scope: 'account email',
    auth: 'basic',
    api: {
      'api.bitbucket.org/2.0/user': () => ({
        uuid: '{d301aafa-d676-4ee0-88be-962be7417567}',
        account_id: '557058:c0b72ad0',
        display_name: 'Emma',
        links: { avatar: { href: 'https://bitbucket.org/account/emma/avatar/' } },
      }),
      'api.bitbucket.org/2.0/user/emails': () => ({
        values: [
          { email: 'unconfirmed@example.com', is_primary: false, is_confirmed: false },
          { email: 'emma@example.com', is_primary: true, is_confirmed: true },
        ],
      }),
    },
    expected: profile(
      'https://bitbucket.org',
      '{d301aafa-d676-4ee0-88be-962be7417567}',
      'emma@example.com',
      true,
      'Emma',
      'https://bitbucket.org/account/emma/avatar/',
    ),
  },
  ATLASSIAN_SSO: {
    authorize: 'https://auth.atlassian.com/authorize',
    scope: 'read:me',
    extra: { audience: 'api.atlassian.com', prompt: 'consent' },
    auth: 'post',
    json: true,
    api: {
      'api.atlassian.com/me': () => ({
        account_type: 'atlassian',
        account_id: '5b10ac8d82e05b22cc7d4ef5',
        email: 'mia@example.com',
        email_verified: true,
        name: 'Mia Krystof',
        picture: 'https://avatar-management.example/mia.png',
        account_status: 'active',
      }),
    },
    expected: profile(
      'https://auth.atlassian.com',
      '5b10ac8d82e05b22cc7d4ef5',
      'mia@example.com',
      true,
      'Mia Krystof',
      'https://avatar-management.example/mia.png',
    ),
  },
  LINE_SSO: {
    authorize: 'https://access.line.me/oauth2/v2.1/authorize',
    scope: 'openid profile email',
    auth: 'post',
    idToken: {
      alg: 'ES256',
      jwks: 'api.line.me/oauth2/v2.1/certs',
      claims: {
        iss: 'https://access.line.me',
        sub: 'U1234567890abcdef',
        name: 'Taro Line',
        picture: 'https://profile.line-scdn.net/taro',
        email: 'taro@line.example',
        amr: ['pwd'],
      },
    },
    expected: profile(
      'https://access.line.me',
      'U1234567890abcdef',
      'taro@line.example',
      false,
      'Taro Line',
      'https://profile.line-scdn.net/taro',
    ),
  },
  LINEAR_SSO: {
    authorize: 'https://linear.app/oauth/authorize',
    scope: 'read',
    auth: 'post',
    api: {
      'api.linear.app/graphql': (req) => {
        expect(req.method).toBe('POST');
        expect(String(req.headers['content-type'])).toContain('application/json');
        expect(JSON.parse(req.body).query).toContain('viewer');
        return {
          data: {
            viewer: {
              id: 'b4f5c1a8-1',
              name: 'Karri',
              email: 'karri@linear.example',
              avatarUrl: 'https://linear.example/k.png',
            },
          },
        };
      },
    },
    expected: profile(
      'https://linear.app',
      'b4f5c1a8-1',
      'karri@linear.example',
      false,
      'Karri',
      'https://linear.example/k.png',
    ),
  },
  NOTION_SSO: {
    authorize: 'https://api.notion.com/v1/oauth/authorize',
    extra: { owner: 'user' },
    auth: 'basic',
    json: true,
    tokenExtra: {
      bot_id: 'b1',
      workspace_id: 'w1',
      workspace_name: 'Acme',
      owner: {
        type: 'user',
        user: {
          object: 'user',
          id: 'e79a0b74-3aba',
          name: 'Ivan',
          avatar_url: 'https://notion.example/i.png',
          type: 'person',
          person: { email: 'ivan@notion.example' },
        },
      },
    },
    expected: profile(
      'https://api.notion.com',
      'e79a0b74-3aba',
      'ivan@notion.example',
      false,
      'Ivan',
      'https://notion.example/i.png',
    ),
  },
  TWITCH_SSO: {
    authorize: 'https://id.twitch.tv/oauth2/authorize',
    scope: 'openid user:read:email',
    extra: {
      claims: JSON.stringify({
        id_token: { email: null, email_verified: null, picture: null, preferred_username: null },
      }),
    },
    auth: 'post',
    tokenExtra: { scope: ['openid', 'user:read:email'] },
    idToken: {
      jwks: 'id.twitch.tv/oauth2/keys',
      claims: {
        iss: 'https://id.twitch.tv/oauth2',
        sub: '713936733',
        email: 'streamer@twitch.example',
        email_verified: true,
        preferred_username: 'streamer',
        picture: 'https://static-cdn.jtvnw.net/s.png',
      },
    },
    expected: profile(
      'https://id.twitch.tv/oauth2',
      '713936733',
      'streamer@twitch.example',
      true,
      'streamer',
      'https://static-cdn.jtvnw.net/s.png',
    ),
  },
};

function profile(
  issuer: string,
  subject: string,
  email: string | undefined,
  emailVerified: boolean,
  name?: string,
  picture?: string,
): SsoProfile {
  return { issuer, subject, email, emailVerified, name, picture };
}

function githubHeaders(req: Recorded): void {
  expect(req.headers.accept).toBe('application/vnd.github+json');
  expect(req.headers['x-github-api-version']).toBe('2022-11-28');
  expect(req.headers['user-agent']).toBeTruthy();
}
