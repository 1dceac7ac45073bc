import type { SsoChannel } from '../../../contract/sso';
import type { SsoProvider } from '../SsoProvider';
import { apple } from './apple';
import { atlassian } from './atlassian';
import { bitbucket } from './bitbucket';
import { discord } from './discord';
import { facebook } from './facebook';
import { github } from './github';
import { gitlab } from './gitlab';
import { google } from './google';
import { line } from './line';
import { linear } from './linear';
import { linkedin } from './linkedin';
import { microsoft } from './microsoft';
import { notion } from './notion';
import { slack } from './slack';
import { twitch } from './twitch';
import { twitter } from './twitter';

/** spec §1, §3: the sixteen single sign-on providers, one file each, by channel code. */
export const PROVIDERS: Readonly<Record<SsoChannel, SsoProvider>> = {
  GMAIL: google,
  APPLE_EMAIL: apple,
  MICROSOFT_SSO: microsoft,
  LINKEDIN_SSO: linkedin,
  TWITTER: twitter,
  FACEBOOK_SSO: facebook,
  SLACK_SSO: slack,
  DISCORD_SSO: discord,
  GITHUB_SSO: github,
  GITLAB_SSO: gitlab,
  BITBUCKET_SSO: bitbucket,
  ATLASSIAN_SSO: atlassian,
  LINE_SSO: line,
  LINEAR_SSO: linear,
  NOTION_SSO: notion,
  TWITCH_SSO: twitch,
};
